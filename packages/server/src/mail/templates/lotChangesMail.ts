import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

/** A change to a watched lot as a mail lists it. */
export interface LotChange {
  readonly title: string;
  readonly body: string;
}

/**
 * The body both watch mails share (after each import, and the daily or weekly digest): the
 * heading, the greeting, one line per change, a link to the app and the one-click way out.
 */
export function lotChangesMail(input: { to: string; heading: string; intro: string; changes: readonly LotChange[]; appUrl: string; stop: string }): MailMessage {
  const lines = input.changes.map((change) => `${change.title} — ${change.body}`);
  return {
    to: input.to,
    subject: input.heading,
    text: [input.heading, '', input.intro, '', ...lines.map((line) => `- ${line}`), '', `Open REI: ${input.appUrl}`, '', input.stop, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading: input.heading, paragraphs: [input.intro, ...lines], action: { label: 'Open REI', url: input.appUrl }, footer: input.stop }),
  };
}
