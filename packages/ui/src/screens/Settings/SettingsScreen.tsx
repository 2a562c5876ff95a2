import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH, formError, isEmail, type FormError } from '@rei/engine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field, FieldErrors, type FieldErrorMap } from '../../components/Field';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { EmailChangeCard, type EmailChangeCardProps } from './EmailChangeCard';
import * as styles from './SettingsScreen.css';

export const SETTINGS_TEXT = {
  title: 'Settings',
  subtitle: 'Your profile, email address, password and notifications.',
  profileTitle: 'Profile',
  fullName: 'Full Name',
  email: 'Email',
  emailHint: 'Change it in the Email section, through a link mailed to the new address.',
  saveProfile: 'Save Profile',
  savingProfile: 'Saving...',
  passwordTitle: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  passwordHint: `At least ${MIN_PASSWORD_LENGTH} characters.`,
  changePassword: 'Change Password',
  changingPassword: 'Changing...',
  notificationsTitle: 'Notifications',
  notificationEmail: 'E-mail about watched lots',
  notificationEmailHint:
    'Changes an import or a refresh brings to a lot you watch (a new sale, violations, permits, complaints, eviction filings, a tax lien) always show under the bell; this also mails them, at once or as a digest.',
  notificationEmailModes: {
    off: 'Off — in the app only',
    instant: 'Instant — a mail after each import or refresh that brings changes',
    daily: 'Daily digest — one mail a day listing the changes',
    weekly: 'Weekly digest — one mail a week listing the changes',
  },
} as const;

export interface ProfileSettings {
  fullName: string;
  email: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface SettingsScreenProps {
  profile: ProfileSettings;
  onSaveProfile?: (profile: ProfileSettings) => void | Promise<void>;
  savingProfile?: boolean;
  /** Result of the last profile save, from the app. */
  profileMessage?: { tone: 'success' | 'error'; text: string } | null;
  /** Resolves when the password changed (the form clears); rejects to keep it. */
  onChangePassword?: (change: PasswordChange) => void | Promise<void>;
  changingPassword?: boolean;
  passwordMessage?: { tone: 'success' | 'error'; text: string } | null;
  /**
   * Why the profile and password cannot be changed (the shared demo account); when set, both
   * forms are shown read-only under this notice.
   */
  readOnlyNotice?: string | null;
  /**
   * The email card (change through a link mailed to the new address). With it the profile's
   * email is shown read-only and only the name is saved there.
   */
  emailChange?: Omit<EmailChangeCardProps, 'currentEmail' | 'locked'> | null;
  /** The server's reasons for the last refused profile or password change, by field ('email', 'newPassword'). */
  fieldErrors?: FieldErrorMap | null;
  /** The notification mail setting as the server has it (GET /api/notification-settings); no card while undefined. */
  notificationEmail?: NotificationEmailMode;
  /** PUT /api/notification-settings. */
  onChangeNotificationEmail?: (mode: NotificationEmailMode) => void;
}

/** How notifications reach a person besides the app. */
export const NOTIFICATION_EMAIL_MODES = ['off', 'instant', 'daily', 'weekly'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

function Message({ message }: { message: { tone: 'success' | 'error'; text: string } | FormError | null | undefined }) {
  if (!message) return null;
  if ('title' in message) {
    return (
      <p className={styles.errorMessage} role="alert">
        <strong>{message.title}</strong>: {message.description}
      </p>
    );
  }
  return (
    <p className={message.tone === 'error' ? styles.errorMessage : styles.successMessage} role={message.tone === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}

/**
 * The /settings page: profile, email change, password change and the notification mail setting,
 * all through props. (The theme choice and the browser-only notification switches are gone:
 * nothing read them — no dark theme existed, no digest or alert was ever sent; issue 29.)
 */
export function SettingsScreen({
  profile,
  onSaveProfile,
  savingProfile = false,
  profileMessage,
  onChangePassword,
  changingPassword = false,
  passwordMessage,
  readOnlyNotice = null,
  emailChange = null,
  fieldErrors = null,
  notificationEmail,
  onChangeNotificationEmail,
}: SettingsScreenProps) {
  const locked = readOnlyNotice !== null;
  const [draft, setDraft] = useState(profile);
  const [profileProblem, setProfileProblem] = useState<FormError | null>(null);
  const [passwords, setPasswords] = useState(emptyPasswords);
  const [passwordProblem, setPasswordProblem] = useState<FormError | null>(null);

  const saveProfile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = draft.fullName.trim() === '' || draft.email.trim() === '' ? formError('registerMissing', ['fullName', 'email']) : !isEmail(draft.email) ? formError('emailInvalid', ['email']) : null;
    setProfileProblem(problem);
    if (problem) return;
    try {
      await onSaveProfile?.({ fullName: draft.fullName.trim(), email: draft.email.trim() });
    } catch {
      // The app reports the failure through profileMessage.
    }
  };

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = passwords;
    const problem =
      currentPassword === '' || newPassword === '' || confirmPassword === ''
        ? formError('registerMissing', ['currentPassword', 'newPassword', 'confirmPassword'])
        : newPassword !== confirmPassword
          ? formError('passwordsDiffer', ['confirmPassword'])
          : newPassword.length < MIN_PASSWORD_LENGTH
            ? formError('passwordTooShort', ['newPassword'])
            : null;
    setPasswordProblem(problem);
    if (problem) return;
    try {
      await onChangePassword?.({ currentPassword, newPassword });
      setPasswords(emptyPasswords);
    } catch {
      // The app reports the failure through passwordMessage.
    }
  };

  const invalid = (problem: FormError | null, field: string) => (problem?.fields.includes(field) ? true : undefined);

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{SETTINGS_TEXT.title}</h1>
        <p className={styles.subtitle}>{SETTINGS_TEXT.subtitle}</p>
        {locked ? (
          <p className={styles.successMessage} role="note">
            {readOnlyNotice}
          </p>
        ) : null}
      </div>
      <FieldErrors errors={fieldErrors}>
      <div className={styles.grid}>
        <Card title={SETTINGS_TEXT.profileTitle} headingLevel={2}>
          <form className={styles.form} onSubmit={saveProfile} noValidate aria-label={SETTINGS_TEXT.profileTitle}>
            <Field label={SETTINGS_TEXT.fullName} name="fullName" required>
              <Input autoComplete="name" value={draft.fullName} disabled={locked} onChange={(e) => setDraft({ ...draft, fullName: e.target.value })} aria-invalid={invalid(profileProblem, 'fullName')} />
            </Field>
            <Field label={SETTINGS_TEXT.email} name="email" hint={emailChange ? SETTINGS_TEXT.emailHint : undefined} required>
              <Input type="email" autoComplete="email" value={draft.email} disabled={locked} readOnly={Boolean(emailChange)} onChange={(e) => setDraft({ ...draft, email: e.target.value })} aria-invalid={invalid(profileProblem, 'email')} />
            </Field>
            <Message message={profileProblem ?? profileMessage} />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" loading={savingProfile} loadingText={SETTINGS_TEXT.savingProfile} disabled={locked || !onSaveProfile}>
                {SETTINGS_TEXT.saveProfile}
              </Button>
            </div>
          </form>
        </Card>

        {emailChange ? <EmailChangeCard currentEmail={profile.email} locked={locked} {...emailChange} /> : null}

        <Card title={SETTINGS_TEXT.passwordTitle} headingLevel={2}>
          <form className={styles.form} onSubmit={changePassword} noValidate aria-label={SETTINGS_TEXT.passwordTitle}>
            <Field label={SETTINGS_TEXT.currentPassword} name="currentPassword" required>
              <Input type="password" autoComplete="current-password" value={passwords.currentPassword} disabled={locked} onChange={(e) => setPasswords({ ...passwords, currentPassword: e.target.value })} aria-invalid={invalid(passwordProblem, 'currentPassword')} />
            </Field>
            <Field label={SETTINGS_TEXT.newPassword} name="newPassword" hint={SETTINGS_TEXT.passwordHint} required>
              <Input type="password" autoComplete="new-password" value={passwords.newPassword} disabled={locked} onChange={(e) => setPasswords({ ...passwords, newPassword: e.target.value })} aria-invalid={invalid(passwordProblem, 'newPassword')} />
            </Field>
            <Field label={SETTINGS_TEXT.confirmPassword} required>
              <Input type="password" autoComplete="new-password" value={passwords.confirmPassword} disabled={locked} onChange={(e) => setPasswords({ ...passwords, confirmPassword: e.target.value })} aria-invalid={invalid(passwordProblem, 'confirmPassword')} />
            </Field>
            <Message message={passwordProblem ?? passwordMessage} />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" loading={changingPassword} loadingText={SETTINGS_TEXT.changingPassword} disabled={locked || !onChangePassword}>
                {SETTINGS_TEXT.changePassword}
              </Button>
            </div>
          </form>
        </Card>


        {notificationEmail !== undefined ? (
          <Card title={SETTINGS_TEXT.notificationsTitle} headingLevel={2}>
            <Field label={SETTINGS_TEXT.notificationEmail} hint={SETTINGS_TEXT.notificationEmailHint}>
              <Select
                options={NOTIFICATION_EMAIL_MODES.map((value) => ({ value, label: SETTINGS_TEXT.notificationEmailModes[value] }))}
                value={notificationEmail}
                disabled={!onChangeNotificationEmail}
                onValueChange={(mode) => onChangeNotificationEmail?.(mode as NotificationEmailMode)}
              />
            </Field>
          </Card>
        ) : null}
      </div>
      </FieldErrors>
    </div>
  );
}
