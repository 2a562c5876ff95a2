import { useState } from 'react';
import { SettingsScreen, useToast } from '@rei/ui';
import { useAuth } from '../auth/AuthProvider';
import { fieldErrorsOf, serverFieldMessage, serverMessage } from '../api/RequestError';
import { useChangePassword, useUpdateProfile } from '../data/account';
import { useCancelEmailChange, useEmailChangeStatus, useRequestEmailChange } from '../data/accountMail';
import { useNotificationSettings, useSetNotificationSettings } from '../data/watches';

/** The server refuses these changes for the shared demo account; the page says so up front. */
const DEMO_ACCOUNT_NOTICE =
  'You are signed in to the shared demo account. Its name, email and password stay as they are for everyone trying REI — register your own account to change them.';

/**
 * Settings: the profile as the server has it (saved with PUT /api/users/{id}), the password
 * change (POST /api/auth/password, which signs out the user's other sessions) and the email
 * change. The screen reads `profile` only on its first render, so
 * it is remounted (keyed) whenever the stored profile changes.
 */
/** What the saved mail setting means, told after it is saved. */
const NOTIFICATION_SAVED = {
  off: 'Changes to watched lots show in the app only.',
  instant: 'You will get a mail after each import or refresh that changes a lot you watch.',
  daily: 'You will get one mail a day listing the changes to lots you watch.',
  weekly: 'You will get one mail a week listing the changes to lots you watch.',
} as const;

export function SettingsPage() {
  const { user, updateUser } = useAuth();
  const { toast } = useToast();
  const updateProfile = useUpdateProfile(user?.id);
  const notificationSettings = useNotificationSettings(Boolean(user));
  const setNotificationSettings = useSetNotificationSettings();
  const changePassword = useChangePassword();
  // A refused password change also stays beside the form, so the reason outlives the toast.
  const [passwordMessage, setPasswordMessage] = useState<{ tone: 'error'; text: string } | null>(null);
  // The server's reasons by field, shown at the fields of whichever form was refused last.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const profile = { fullName: user?.fullName ?? '', email: user?.email ?? '' };
  // The email changes through a link mailed to the new address (POST /api/auth/email-change), never through the profile form.
  const emailChangeStatus = useEmailChangeStatus(Boolean(user) && !user?.isDemo);
  const requestEmailChange = useRequestEmailChange();
  const cancelEmailChange = useCancelEmailChange();
  const [emailMessage, setEmailMessage] = useState<{ tone: 'success' | 'error'; text: string; fields?: { newEmail?: string; currentPassword?: string } } | null>(null);
  const pendingEmail = emailChangeStatus.data?.pendingEmail && emailChangeStatus.data.expiresAt ? { email: emailChangeStatus.data.pendingEmail, expiresAt: emailChangeStatus.data.expiresAt } : null;
  return (
    <SettingsScreen
      key={`${user?.id ?? 0}:${profile.fullName}:${profile.email}`}
      profile={profile}
      readOnlyNotice={user?.isDemo ? DEMO_ACCOUNT_NOTICE : null}
      fieldErrors={fieldErrors}
      emailChange={{
        pending: pendingEmail,
        requesting: requestEmailChange.isPending,
        message: emailMessage,
        onRequest: async (request) => {
          try {
            const status = await requestEmailChange.mutateAsync(request);
            const text = `We sent a link to ${status.pendingEmail ?? request.newEmail}. Your email changes when you follow it.`;
            // The card's waiting notice says the rest; the toast confirms the mail went out.
            setEmailMessage(null);
            toast({ title: 'Check the new inbox', description: text, tone: 'success' });
          } catch (error) {
            const reason = serverMessage(error) ?? 'Could not send the verification link.';
            setEmailMessage({
              tone: 'error',
              text: reason,
              fields: { newEmail: serverFieldMessage(error, 'body.newEmail'), currentPassword: serverFieldMessage(error, 'body.currentPassword') },
            });
            toast({ title: 'Email change failed', description: reason, tone: 'destructive' });
            throw error;
          }
        },
        cancelling: cancelEmailChange.isPending,
        onCancel: () =>
          cancelEmailChange.mutate(undefined, {
            onSuccess: () => setEmailMessage({ tone: 'success', text: 'The email change was cancelled; the link no longer works.' }),
            onError: (error) => setEmailMessage({ tone: 'error', text: serverMessage(error) ?? 'Could not cancel the change.' }),
          }),
      }}
      savingProfile={updateProfile.isPending}
      onSaveProfile={async (next) => {
        try {
          const saved = await updateProfile.mutateAsync({ fullName: next.fullName });
          updateUser(saved);
          toast({ title: 'Profile updated', description: 'Your name has been saved.', tone: 'success' });
        } catch (error) {
          setFieldErrors(fieldErrorsOf(error));
          toast({ title: 'Profile update failed', description: serverMessage(error) ?? 'Could not save your profile.', tone: 'destructive' });
          throw error;
        }
      }}
      changingPassword={changePassword.isPending}
      passwordMessage={passwordMessage}
      onChangePassword={async (change) => {
        try {
          await changePassword.mutateAsync(change);
          setPasswordMessage(null);
          setFieldErrors({});
          toast({ title: 'Password changed', description: 'Your other sessions have been signed out.', tone: 'success' });
        } catch (error) {
          setFieldErrors(fieldErrorsOf(error));
          const reason = serverFieldMessage(error, 'body.newPassword') ?? serverMessage(error);
          setPasswordMessage({ tone: 'error', text: reason ?? 'Could not change your password.' });
          toast({ title: 'Password change failed', description: reason ?? 'Could not change your password.', tone: 'destructive' });
          throw error;
        }
      }}
      notificationEmail={notificationSettings.data?.email}
      onChangeNotificationEmail={(email) =>
        setNotificationSettings.mutate(
          { email },
          {
            onSuccess: () =>
              toast({ title: 'Notifications saved', description: NOTIFICATION_SAVED[email], tone: 'success' }),
            onError: (error) => toast({ title: 'Could not save notifications', description: serverMessage(error) ?? 'Please try again.', tone: 'destructive' }),
          },
        )
      }
    />
  );
}
