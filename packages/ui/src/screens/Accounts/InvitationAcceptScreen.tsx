import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, validateRegister, type FormError, type OrgRole } from '@rei/engine';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { VerifyEmailBanner, type VerifyEmailBannerProps } from '../../components/VerifyEmailBanner';
import { RoleBadge } from '../Organization/RoleBadge';
import { AccountCard, loginStyles } from './AccountCard';
import { whenText, type LinkStatus } from './linkStatus';
import * as styles from './AccountScreens.css';

export const INVITATION_TEXT = {
  checkingTitle: 'Your invitation',
  checking: 'Opening your invitation...',
  title: (organization: string) => `Join ${organization}`,
  invitedBy: (name: string | null, organization: string) => `${name ?? 'A member'} invited you to ${organization} as`,
  expires: 'The invitation works until',
  fullName: 'Full Name',
  email: 'Email',
  emailHint: 'The invitation is for this address; you can change it later in Settings.',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words work well.`,
  create: 'Create account and join',
  creating: 'Creating account...',
  expiredTitle: 'This invitation has expired',
  expiredBody: 'Invitations work for 7 days. Ask the person who invited you to send a new one.',
  revokedTitle: 'This invitation was withdrawn',
  revokedBody: 'The organization withdrew it. Ask the person who invited you whether you should still join.',
  usedTitle: 'This invitation was already used',
  usedBody: 'An account was already created from it. Sign in with that account.',
  invalidTitle: 'This invitation link is not valid',
  invalidBody: 'The address may be cut short: copy the whole link from the mail.',
  signIn: 'Go to sign in',
  unconfirmedTitle: 'Confirm your address to join',
  unconfirmedBody: (email: string) =>
    `You are signed in with ${email}, but the address is not confirmed yet, so the account cannot join a team. Follow the link we mailed to ${email}; the invitation then waits for you under Team Management.`,
} as const;

/** What an invitation link offers. */
export interface InvitationDetails {
  organizationName: string;
  email: string;
  role: OrgRole;
  invitedByName: string | null;
  /** ISO time the invitation stops working. */
  expiresAt: string;
}

export interface InvitationAcceptScreenProps {
  status: LinkStatus;
  invitation?: InvitationDetails | null;
  /** Creates the account (with the invited email) and joins; the app signs in and moves on when it resolves. */
  onRegister: (registration: { fullName: string; password: string }) => void | Promise<void>;
  submitting?: boolean;
  /** A refusal from the server (the password rule's reason, or the invitation ending meanwhile). */
  error?: string | null;
  onSignIn: () => void;
  /**
   * The person is signed in with the invited address but has not confirmed it: the screen says
   * why it cannot accept, and offers to mail the confirmation link again (these are its props).
   */
  unconfirmedAccount?: VerifyEmailBannerProps | null;
}

/** /invitation?token=…: sign up from an invitation (email fixed) and join the organization, or why the link cannot be used. */
export function InvitationAcceptScreen({ status, invitation, onRegister, submitting = false, error, onSignIn, unconfirmedAccount }: InvitationAcceptScreenProps) {
  const [fields, setFields] = useState({ fullName: '', password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<FormError | null>(null);

  if (status === 'checking') {
    return (
      <AccountCard title={INVITATION_TEXT.checkingTitle}>
        <p className={styles.muted} role="status">
          {INVITATION_TEXT.checking}
        </p>
      </AccountCard>
    );
  }
  if (status !== 'valid' || !invitation) {
    const text =
      status === 'expired'
        ? { title: INVITATION_TEXT.expiredTitle, body: INVITATION_TEXT.expiredBody }
        : status === 'revoked'
          ? { title: INVITATION_TEXT.revokedTitle, body: INVITATION_TEXT.revokedBody }
          : status === 'used'
            ? { title: INVITATION_TEXT.usedTitle, body: INVITATION_TEXT.usedBody }
            : { title: INVITATION_TEXT.invalidTitle, body: INVITATION_TEXT.invalidBody };
    return (
      <AccountCard title={text.title} subtitle={invitation ? `${invitation.organizationName} · ${invitation.email}` : undefined}>
        <p className={styles.warningBox} role="alert">
          {text.body}
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onSignIn}>
            {INVITATION_TEXT.signIn}
          </Button>
        </div>
      </AccountCard>
    );
  }

  if (unconfirmedAccount) {
    return (
      <AccountCard title={INVITATION_TEXT.unconfirmedTitle} subtitle={`${invitation.organizationName} · ${invitation.email}`}>
        <p className={styles.infoBox} role="status">
          {INVITATION_TEXT.unconfirmedBody(invitation.email)}
        </p>
        <VerifyEmailBanner {...unconfirmedAccount} />
      </AccountCard>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegister({ ...fields, email: invitation.email });
    setProblem(found);
    if (found) return;
    try {
      await onRegister({ fullName: fields.fullName.trim(), password: fields.password });
    } catch {
      // The app passes the failure back as `error`.
    }
  };
  const fieldError = (key: string) => (problem?.fields.includes(key) ? problem.description : undefined);

  return (
    <AccountCard
      title={INVITATION_TEXT.title(invitation.organizationName)}
      subtitle={
        <>
          {INVITATION_TEXT.invitedBy(invitation.invitedByName, invitation.organizationName)} <RoleBadge role={invitation.role} />.{' '}
          {INVITATION_TEXT.expires} {whenText(invitation.expiresAt)}.
        </>
      }
    >
      {problem ? (
        <p className={loginStyles.errorBox} role="alert">
          <strong>{problem.title}</strong>: {problem.description}
        </p>
      ) : error ? (
        <p className={loginStyles.errorBox} role="alert">
          {error}
        </p>
      ) : null}
      <form className={loginStyles.form} onSubmit={submit} noValidate aria-label={INVITATION_TEXT.create}>
        <Field label={INVITATION_TEXT.fullName} required error={fieldError('fullName')}>
          <Input autoComplete="name" value={fields.fullName} onChange={(event) => setFields({ ...fields, fullName: event.target.value })} />
        </Field>
        <Field label={INVITATION_TEXT.email} hint={INVITATION_TEXT.emailHint}>
          <Input type="email" autoComplete="username" value={invitation.email} readOnly aria-readonly="true" />
        </Field>
        <Field label={INVITATION_TEXT.password} hint={INVITATION_TEXT.passwordHint} required error={fieldError('password')}>
          <Input type="password" autoComplete="new-password" value={fields.password} onChange={(event) => setFields({ ...fields, password: event.target.value })} />
        </Field>
        <Field label={INVITATION_TEXT.confirmPassword} required error={fieldError('confirmPassword')}>
          <Input type="password" autoComplete="new-password" value={fields.confirmPassword} onChange={(event) => setFields({ ...fields, confirmPassword: event.target.value })} />
        </Field>
        <Button type="submit" variant="primary" fullWidth loading={submitting} loadingText={INVITATION_TEXT.creating}>
          {INVITATION_TEXT.create}
        </Button>
      </form>
    </AccountCard>
  );
}
