import type { MailMessage } from '../mailer';
import { lotChangesMail, type LotChange } from './lotChangesMail';

/**
 * Sent after an import brings changes to lots a person watches (their setting "instant"): each
 * change, a link to the app, and a one-click link that turns these mails off.
 */
export function watchNotificationsMail(input: {
  to: string;
  fullName: string;
  changes: readonly LotChange[];
  appUrl: string;
  unsubscribeLink: string;
}): MailMessage {
  const count = input.changes.length;
  const heading = count === 1 ? 'A lot you watch changed' : `${count} changes on lots you watch`;
  const intro = `Hello ${input.fullName}, the newest public-record import brought ${count === 1 ? 'this change' : 'these changes'}:`;
  const stop = `You get this mail because your REI notification setting is "e-mail after each import". Turn it off with one click: ${input.unsubscribeLink}`;
  return lotChangesMail({ to: input.to, heading, intro, changes: input.changes, appUrl: input.appUrl, stop });
}
