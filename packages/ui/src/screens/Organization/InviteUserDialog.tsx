import { useId, useState, type FormEvent } from 'react';
import { INVITABLE_ORG_ROLES, validateInvite, type FormError, type InvitableOrgRole } from '@rei/engine';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { Field, FieldErrors, type FieldErrorMap } from '../../components/Field';
import { Input } from '../../components/Input';
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
  /** The server's reasons for the last refused invitation, by field ('email'). */
  fieldErrors?: FieldErrorMap | null;
}

const DEFAULT_ROLE: InvitableOrgRole = 'analyst';

/** The Invite User dialog: email and role (analyst by default, or admin), validated by the engine. */
export function InviteUserDialog({ onInvite, inviting = false, defaultOpen = false, fieldErrors = null }: InviteUserDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableOrgRole>(DEFAULT_ROLE);
  const [error, setError] = useState<FormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formId = `invite-${useId()}`;
  const roleName = `${formId}-role`;

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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={<Button variant="primary">{ORGANIZATION_TEXT.inviteButton}</Button>}
      title={ORGANIZATION_TEXT.inviteTitle}
      description={ORGANIZATION_TEXT.inviteDescription}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{ORGANIZATION_TEXT.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="primary" loading={inviting || submitting} loadingText={ORGANIZATION_TEXT.sending}>
            {ORGANIZATION_TEXT.sendInvite}
          </Button>
        </>
      }
    >
      <FieldErrors errors={fieldErrors}>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <Field label={ORGANIZATION_TEXT.emailLabel} name="email" required>
          <Input
            type="email"
            autoComplete="email"
            placeholder={ORGANIZATION_TEXT.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error?.fields.includes('email') || undefined}
          />
        </Field>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{ORGANIZATION_TEXT.roleLabel}</legend>
          <div className={styles.radioRow}>
            {INVITABLE_ORG_ROLES.map((option) => (
              <label key={option} className={styles.radio}>
                <input type="radio" name={roleName} value={option} checked={role === option} onChange={() => setRole(option)} />
                {INVITE_ROLE_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p className={styles.fieldError} role="alert">
            <strong>{error.title}</strong>: {error.description}
          </p>
        ) : null}
      </form>
      </FieldErrors>
    </Dialog>
  );
}
