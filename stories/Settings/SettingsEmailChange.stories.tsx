import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsScreen } from '@rei/ui';
import { profileSettings } from '../fixtures/account';

/** Settings → Email: a change goes through a link mailed to the new address. */
const meta = {
  title: 'Screens/Settings/Email change',
  component: SettingsScreen,
  args: {
    profile: profileSettings,
    onSaveProfile: fn(),
    onChangePassword: fn(),
    emailChange: { onRequest: fn(), onCancel: fn() },
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request needs the new address and the current password; then it is sent. */
export const RequestChange: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Email' }));
    await userEvent.click(form.getByRole('button', { name: 'Send verification link' }));
    await expect(form.getByRole('alert')).toHaveTextContent('Missing fields');
    await userEvent.type(form.getByLabelText(/^New email/), 'maya@harborstreet.example');
    await userEvent.type(form.getByLabelText(/^Current password/), 'correct horse battery');
    await userEvent.click(form.getByRole('button', { name: 'Send verification link' }));
    await expect(args.emailChange!.onRequest).toHaveBeenCalledWith({ newEmail: 'maya@harborstreet.example', currentPassword: 'correct horse battery' });
    // The profile's email is read-only: it changes only through the link.
    await expect(within(within(canvasElement).getByRole('form', { name: 'Profile' })).getByLabelText(/^Email/)).toHaveAttribute('readonly');
  },
};

/** Pending: the link was mailed; the change applies when it is followed, and can be cancelled. */
export const ChangePending: Story = {
  args: {
    emailChange: {
      onRequest: fn(),
      onCancel: fn(),
      pending: { email: 'maya@harborstreet.example', expiresAt: '2026-11-25T14:10:00.000Z' },
      message: { tone: 'success', text: 'We sent a link to maya@harborstreet.example. Your email changes when you follow it.' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Email' }));
    await expect(form.getAllByRole('status')[0]).toHaveTextContent('Waiting for you to confirm maya@harborstreet.example');
    await userEvent.click(form.getByRole('button', { name: 'Cancel change' }));
    await expect(args.emailChange!.onCancel).toHaveBeenCalled();
  },
};

/** Refused by the server: the reasons appear at the fields they name. */
export const ChangeRefused: Story = {
  args: {
    emailChange: {
      onRequest: fn(),
      message: { tone: 'error', text: 'Your current password is not correct.', fields: { currentPassword: 'Current password is not correct' } },
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Email' }));
    await expect(form.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveTextContent('not correct');
  },
};
