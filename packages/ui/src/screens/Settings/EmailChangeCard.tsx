import { useState, type FormEvent } from 'react';
import { formError, isEmail, type FormError } from '@rei/engine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import * as styles from './SettingsScreen.css';

export const EMAIL_CHANGE_TEXT = {
  title: 'Email',
  current: 'Current email',
  newEmail: 'New email',
  currentPassword: 'Current password',
  passwordHint: 'To make sure it is you asking.',
  explain: 'We mail a link to the new address. Your email changes only when you follow it; your current address is told once it does.',
  send: 'Send verification link',
  sending: 'Sending...',
  pending: (email: string, until: string) => `Waiting for you to confirm ${email}: follow the link we mailed there (it works until ${until}). Until then you sign in with your current email.`,
  cancel: 'Cancel change',
  cancelling: 'Cancelling...',
} as const;

export interface EmailChangeRequest {
  newEmail: string;
  currentPassword: string;
}

export interface EmailChangeCardProps {
  currentEmail: string;
  /** A change waiting for its link to be followed. */
  pending?: { email: string; expiresAt: string } | null;
  /** Asks for the change; resolves once the link was mailed (the form clears), rejects to keep it. */
  onRequest?: (request: EmailChangeRequest) => void | Promise<void>;
  requesting?: boolean;
  onCancel?: () => void;
  cancelling?: boolean;
  /** The server's answer to the last request; `fields` are its per-field reasons ('newEmail', 'currentPassword'). */
  message?: { tone: 'success' | 'error'; text: string; fields?: Partial<Record<'newEmail' | 'currentPassword', string>> } | null;
  /** The shared demo account: shown, not editable. */
  locked?: boolean;
}

function untilText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** Settings → Email: change the sign-in address through a link mailed to the new one. */
export function EmailChangeCard({ currentEmail, pending, onRequest, requesting = false, onCancel, cancelling = false, message, locked = false }: EmailChangeCardProps) {
  const [fields, setFields] = useState({ newEmail: '', currentPassword: '' });
  const [problem, setProblem] = useState<FormError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found =
      fields.newEmail.trim() === '' || fields.currentPassword === ''
        ? formError('registerMissing', ['newEmail', 'currentPassword'].filter((key) => (key === 'newEmail' ? fields.newEmail.trim() === '' : fields.currentPassword === '')))
        : !isEmail(fields.newEmail.trim())
          ? formError('emailInvalid', ['newEmail'])
          : null;
    setProblem(found);
    if (found) return;
    try {
      await onRequest?.({ newEmail: fields.newEmail.trim(), currentPassword: fields.currentPassword });
      setFields({ newEmail: '', currentPassword: '' });
    } catch {
      // The app reports the failure through `message`.
    }
  };
  const fieldError = (key: 'newEmail' | 'currentPassword') =>
    problem?.fields.includes(key) ? problem.description : message?.tone === 'error' ? message.fields?.[key] : undefined;

  return (
    <Card title={EMAIL_CHANGE_TEXT.title} headingLevel={2}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={EMAIL_CHANGE_TEXT.title}>
        <Field label={EMAIL_CHANGE_TEXT.current}>
          <Input type="email" value={currentEmail} readOnly aria-readonly="true" />
        </Field>
        {pending ? (
          <div className={styles.successMessage} role="status">
            <span>{EMAIL_CHANGE_TEXT.pending(pending.email, untilText(pending.expiresAt))}</span>{' '}
            {onCancel ? (
              <Button variant="ghost" size="sm" loading={cancelling} loadingText={EMAIL_CHANGE_TEXT.cancelling} onClick={onCancel}>
                {EMAIL_CHANGE_TEXT.cancel}
              </Button>
            ) : null}
          </div>
        ) : null}
        <Field label={EMAIL_CHANGE_TEXT.newEmail} required error={fieldError('newEmail')}>
          <Input type="email" autoComplete="email" value={fields.newEmail} disabled={locked} onChange={(e) => setFields({ ...fields, newEmail: e.target.value })} />
        </Field>
        <Field label={EMAIL_CHANGE_TEXT.currentPassword} hint={EMAIL_CHANGE_TEXT.passwordHint} required error={fieldError('currentPassword')}>
          <Input type="password" autoComplete="current-password" value={fields.currentPassword} disabled={locked} onChange={(e) => setFields({ ...fields, currentPassword: e.target.value })} />
        </Field>
        <p className={styles.subtitle}>{EMAIL_CHANGE_TEXT.explain}</p>
        {problem ? (
          <p className={styles.errorMessage} role="alert">
            <strong>{problem.title}</strong>: {problem.description}
          </p>
        ) : message ? (
          <p className={message.tone === 'error' ? styles.errorMessage : styles.successMessage} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={requesting} loadingText={EMAIL_CHANGE_TEXT.sending} disabled={locked || !onRequest}>
            {EMAIL_CHANGE_TEXT.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
