import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

/** Sent to a new account's address: following the link proves the mailbox is the account holder's. */
export function verifyAddressMail(input: { to: string; fullName: string; link: string; validHours: number }): MailMessage {
  const heading = 'Confirm your email address';
  const intro = `Hello ${input.fullName}, welcome to REI. Please confirm that ${input.to} is your address.`;
  const how = `Follow the link below. Until you do, you can use REI with your own properties, but you cannot join a team you are invited to. The link works once, for ${input.validHours} hours.`;
  const ignore = 'If you did not create an REI account, ignore this mail: nobody can join a team with your address unless this link is followed.';
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', how, '', input.link, '', ignore, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, how], action: { label: 'Confirm my address', url: input.link }, footer: ignore }),
  };
}
