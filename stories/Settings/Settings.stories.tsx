import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsScreen } from '@rei/ui';
import { profileSettings } from '../fixtures/account';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  args: {
    profile: profileSettings,
    onSaveProfile: fn(),
    onChangePassword: fn(),
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile and password only: no theme choice and no notification switch, since nothing would act on them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile' })).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByText('Theme')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Preferences' })).toBeNull();
  },
};

/** Notifications: the mail setting the server keeps; changes to watched lots always show under the bell. */
export const NotificationMail: Story = {
  args: { notificationEmail: 'off', onChangeNotificationEmail: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: /E-mail about watched lots/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^Instant/ }));
    await expect(args.onChangeNotificationEmail).toHaveBeenCalledWith('instant');
  },
};

/** The digest choices: off, instant, a daily or a weekly digest; picking weekly sends it to the server. */
export const NotificationDigestChoices: Story = {
  args: { notificationEmail: 'daily', onChangeNotificationEmail: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: /E-mail about watched lots/ });
    await expect(select).toHaveTextContent(/Daily digest/);
    await userEvent.click(select);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent?.split(' — ')[0])).toEqual(['Off', 'Instant', 'Daily digest', 'Weekly digest']);
    await userEvent.click(await within(document.body).findByRole('option', { name: /^Weekly digest/ }));
    await expect(args.onChangeNotificationEmail).toHaveBeenCalledWith('weekly');
  },
};

/** A weekly digest chosen earlier shows as such. */
export const NotificationWeeklyDigest: Story = {
  args: { notificationEmail: 'weekly', onChangeNotificationEmail: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /E-mail about watched lots/ })).toHaveTextContent(/Weekly digest/);
  },
};

/** Password change: mismatched confirmation is refused; a valid change is sent and the form clears. */
export const PasswordValidation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Change Password' }));
    await userEvent.type(form.getByLabelText(/^Current Password/), 'old-password-1');
    await userEvent.type(form.getByLabelText(/^New Password/), 'new-password-22');
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), 'new-password-23');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(form.getByRole('alert')).toHaveTextContent("Passwords don't match: Please make sure your passwords match");
    await userEvent.clear(form.getByLabelText(/^Confirm New Password/));
    await userEvent.type(form.getByLabelText(/^Confirm New Password/), 'new-password-22');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'old-password-1', newPassword: 'new-password-22' });
    await expect(form.getByLabelText(/^New Password/)).toHaveValue('');
  },
};

export const Saving: Story = {
  args: { savingProfile: true, changingPassword: true },
};

export const Messages: Story = {
  args: {
    profileMessage: { tone: 'success', text: 'Profile updated.' },
    passwordMessage: { tone: 'error', text: '400: Current password is incorrect.' },
  },
};

/** Read-only: without handlers every control is disabled. */
export const ReadOnly: Story = {
  args: { onSaveProfile: undefined, onChangePassword: undefined },
};

/** The shared demo account: the notice says why, and the profile and password forms are locked. */
export const DemoAccount: Story = {
  args: {
    readOnlyNotice:
      'You are signed in to the shared demo account. Its name, email and password stay as they are for everyone trying REI — register your own account to change them.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('shared demo account');
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Save/ })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Current Password/)).toBeDisabled();
  },
};

/** The server refused a change: each reason at the field it names, not only in a toast. */
export const ServerFieldErrors: Story = {
  args: {
    fieldErrors: { 'body.fullName': 'Full name must be at most 100 characters', 'body.newPassword': 'Password is on the list of commonly used passwords' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full name must be at most 100 characters')).toBeInTheDocument();
    await expect(canvas.getByText('Password is on the list of commonly used passwords')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};
