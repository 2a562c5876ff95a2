import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

/** Sent to the OLD address once a change is confirmed, so a takeover does not go unnoticed. */
export function emailChangedNoticeMail(input: { to: string; fullName: string; newEmail: string; signInUrl: string }): MailMessage {
  const heading = 'The email of your REI account was changed';
  const intro = `Hello ${input.fullName}, the email of your REI account was changed from ${input.to} to ${input.newEmail}. From now on you sign in with ${input.newEmail}.`;
  const worry = `If you did not make this change, reset your password from the sign-in page (${input.signInUrl}) using the new address, or contact your REI administrator at once.`;
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', worry, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, worry], footer: 'You receive this notice because this address was the account\'s email until now.' }),
  };
}
