import type { SentMail } from '../src/mail/mailer';
import type { TestServer } from './harness';

/** Every message the memory outbox holds for `to`, after the background sends have finished. */
export async function outboxFor(server: TestServer, to: string): Promise<SentMail[]> {
  await server.app.mailer.idle();
  return server.app.mailer.sent.filter((mail) => mail.to === to);
}

/** The token of the newest mail to `to` carrying a link to `page` (`/reset-password`, `/verify-email`, `/invitation`). */
export async function newestLinkToken(server: TestServer, to: string, page: string): Promise<string> {
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`);
  const mails = (await outboxFor(server, to)).filter((mail) => pattern.test(mail.text));
  const last = mails[mails.length - 1];
  const token = last ? pattern.exec(last.text)?.[1] : undefined;
  if (!token) throw new Error(`no mail to ${to} with a ${page} link`);
  return token;
}
