import type { MailMessage } from '../mailer';
import { htmlMessage, TEXT_FOOTER } from '../escape';

const ROLE_WORDS: Record<string, string> = {
  admin: 'an admin (manages the team and its properties)',
  analyst: 'an analyst (analyses and saves properties)',
  owner: 'an owner',
};

/** An invitation for someone without an account: the link opens sign-up with this email, then the team. */
export function invitationMail(input: {
  to: string;
  organizationName: string;
  inviterName: string;
  role: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const heading = `Join ${input.organizationName} on REI`;
  const intro = `${input.inviterName} invited you to join the organization ${input.organizationName} on REI as ${ROLE_WORDS[input.role] ?? input.role}.`;
  const how = `Follow the link below to create your account with ${input.to}; you land in ${input.organizationName} right away. The invitation works once and expires on ${input.expiresAt.toUTCString()}.`;
  const ignore = 'If you do not know the sender, ignore this mail: no account is made unless you follow the link.';
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', how, '', input.link, '', ignore, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, how], action: { label: 'Accept the invitation', url: input.link }, footer: ignore }),
  };
}

/** An invitation for someone who already has an account: sign in and accept it under Team Management. */
export function invitationExistingAccountMail(input: {
  to: string;
  organizationName: string;
  inviterName: string;
  role: string;
  link: string;
}): MailMessage {
  const heading = `You were invited to ${input.organizationName} on REI`;
  const intro = `${input.inviterName} invited your REI account to the organization ${input.organizationName} as ${ROLE_WORDS[input.role] ?? input.role}.`;
  const how = 'Sign in and accept the invitation under Team Management.';
  return {
    to: input.to,
    subject: heading,
    text: [heading, '', intro, '', how, '', input.link, '', TEXT_FOOTER, ''].join('\n'),
    html: htmlMessage({ heading, paragraphs: [intro, how], action: { label: 'Open Team Management', url: input.link }, footer: 'You receive this because someone on your team invited this address.' }),
  };
}
