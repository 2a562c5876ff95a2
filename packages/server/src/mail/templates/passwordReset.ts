import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

/** The password-reset mail: a single-use link that expires after `validMinutes`. */
export function passwordResetMail(input: { to: string; fullName: string; link: string; validMinutes: number }): MailMessage {
  const heading = 'Reset your REI password';
  const intro = `Hello ${input.fullName}, someone (we hope you) asked to reset the password of the REI account for ${input.to}.`;
  const how = `Follow the link below to choose a new password. It works once, for ${input.validMinutes} minutes; afterwards you can ask for a new one on the sign-in page.`;
  const after = 'Setting a new password signs you out everywhere else.';
  const ignore = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', how, '', input.link, '', after, ignore, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, how], action: { label: 'Choose a new password', url: input.link }, footer: `${after} ${ignore}` }),
  };
}
