import { useId, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { INVITABLE_ORG_ROLES, validateInvite, type FormError, type InvitableOrgRole } from '@rei/engine';
import { Button } from '../../components/Button';
import { INVITE_ROLE_LABELS, ORGANIZATION_TEXT } from './organizationText';
import * as styles from './OrganizationScreen.css';

/** What the Invite User dialog submits. */
export interface InviteRequest {
  email: string;
  role: InvitableOrgRole;
}

export interface InviteUserDialogProps {
  /**
   * Sends the invitation. When it returns a promise the dialog closes and resets (role
   * back to analyst) once it resolves, and stays open with the fields kept if it rejects.
   */
  onInvite: (invite: InviteRequest) => void | Promise<void>;
  /** The invitation is in flight (controlled by the app). */
  inviting?: boolean;
  /** Initial state (stories). */
  defaultOpen?: boolean;
}

const DEFAULT_ROLE: InvitableOrgRole = 'analyst';

/** The Invite User dialog: email and role (analyst by default, or admin), validated by the engine. */
export function InviteUserDialog({ onInvite, inviting = false, defaultOpen = false }: InviteUserDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableOrgRole>(DEFAULT_ROLE);
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const errorId = useId();

  const reset = () => {
    setEmail('');
    setRole(DEFAULT_ROLE);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateInvite({ email, role });
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await onInvite({ email: email.trim(), role });
      reset();
      setOpen(false);
    } catch {
      // The app reports the failure ('Failed to send invitation'); keep what was typed.
    } finally {
      setSubmitting(false);
    }
  };

  const busy = inviting || submitting;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="primary">{ORGANIZATION_TEXT.inviteButton}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <form className={styles.form} onSubmit={submit} noValidate>
            <Dialog.Title className={styles.dialogTitle}>{ORGANIZATION_TEXT.inviteTitle}</Dialog.Title>
            <Dialog.Description className={styles.dialogDescription}>{ORGANIZATION_TEXT.inviteDescription}</Dialog.Description>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={emailId}>
                {ORGANIZATION_TEXT.emailLabel}
              </label>
              <input
                id={emailId}
                className={styles.input}
                type="email"
                autoComplete="email"
                placeholder={ORGANIZATION_TEXT.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error?.fields.includes('email') || undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <fieldset className={styles.field}>
              <legend className={styles.label}>{ORGANIZATION_TEXT.roleLabel}</legend>
              <div className={styles.radioRow}>
                {INVITABLE_ORG_ROLES.map((option) => (
                  <label key={option} className={styles.radio}>
                    <input type="radio" name="invite-role" value={option} checked={role === option} onChange={() => setRole(option)} />
                    {INVITE_ROLE_LABELS[option]}
                  </label>
                ))}
              </div>
            </fieldset>
            {error ? (
              <p id={errorId} className={styles.fieldError} role="alert">
                <strong>{error.title}</strong>: {error.description}
              </p>
            ) : null}
            <div className={styles.dialogFooter}>
              <Dialog.Close asChild>
                <Button variant="secondary">{ORGANIZATION_TEXT.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" loading={busy} loadingText={ORGANIZATION_TEXT.sending}>
                {ORGANIZATION_TEXT.sendInvite}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
