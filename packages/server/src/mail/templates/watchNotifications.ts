import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

/**
 * Sent after an import brings changes to lots a person watches (their setting "instant"): each
 * change, a link to the app, and a one-click link that turns these mails off.
 */
export function watchNotificationsMail(input: {
  to: string;
  fullName: string;
  changes: readonly { title: string; body: string }[];
  appUrl: string;
  unsubscribeLink: string;
}): MailMessage {
  const count = input.changes.length;
  const heading = count === 1 ? 'A lot you watch changed' : `${count} changes on lots you watch`;
  const intro = `Hello ${input.fullName}, the newest public-record import brought ${count === 1 ? 'this change' : 'these changes'}:`;
  const lines = input.changes.map((change) => `${change.title} — ${change.body}`);
  const stop = `You get this mail because your REI notification setting is "e-mail after each import". Turn it off with one click: ${input.unsubscribeLink}`;
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', ...lines.map((line) => `- ${line}`), '', `Open REI: ${input.appUrl}`, '', stop, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, ...lines], action: { label: 'Open REI', url: input.appUrl }, footer: stop }),
  };
}
