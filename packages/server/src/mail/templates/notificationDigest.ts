import type { MailMessage } from '../mailer';
import { lotChangesMail, type LotChange } from './lotChangesMail';

/**
 * The daily or weekly digest of a person's notifications (their setting "daily" or "weekly"):
 * every change to the lots they watch since the last digest, a link to the app, and a one-click
 * link that turns these mails off.
 */
export function notificationDigestMail(input: {
  to: string;
  fullName: string;
  period: 'daily' | 'weekly';
  changes: readonly LotChange[];
  appUrl: string;
  unsubscribeLink: string;
}): MailMessage {
  const count = input.changes.length;
  const span = input.period === 'daily' ? 'day' : 'week';
  const heading = `Your ${input.period} digest: ${count === 1 ? '1 change' : `${count} changes`} on lots you watch`;
  const intro = `Hello ${input.fullName}, this ${span} the public records of the lots you watch changed:`;
  const stop = `You get this mail because your REI notification setting is "${input.period} digest". Turn it off with one click: ${input.unsubscribeLink}`;
  return lotChangesMail({ to: input.to, heading, intro, changes: input.changes, appUrl: input.appUrl, stop });
}
