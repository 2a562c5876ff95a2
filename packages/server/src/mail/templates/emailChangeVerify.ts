import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

/** Sent to the NEW address: the change applies only when this link is followed. */
export function emailChangeVerifyMail(input: { to: string; fullName: string; oldEmail: string; link: string; validHours: number }): MailMessage {
  const heading = 'Confirm your new email address';
  const intro = `Hello ${input.fullName}, you asked to change the email of your REI account from ${input.oldEmail} to ${input.to}.`;
  const how = `Follow the link below to confirm. Until you do, you keep signing in with ${input.oldEmail}. The link works once, for ${input.validHours} hours.`;
  const ignore = 'If you did not ask for this, ignore this mail and nothing changes.';
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', how, '', input.link, '', ignore, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, how], action: { label: 'Confirm this address', url: input.link }, footer: ignore }),
  };
}
