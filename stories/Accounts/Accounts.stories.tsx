import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordScreen, InvitationAcceptScreen, ResetPasswordScreen, VerifyEmailScreen } from '@rei/ui';

/** The pages a mailed link opens, and the request that sends the reset mail. */
const meta = {
  title: 'Screens/Accounts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const requestReset = fn();
const submitNewPassword = fn();
const requestNewLink = fn();
const registerFromInvitation = fn();

const RESET_SENT = 'If an account uses this address, a mail with a link to choose a new password is on its way. The link works once, for one hour.';
const IN_AN_HOUR = '2026-11-24T15:10:00.000Z';
const invitation = {
  organizationName: 'Harbor Street Capital',
  email: 'jordan.lee@example.com',
  role: 'analyst' as const,
  invitedByName: 'Maya Chen',
  expiresAt: '2026-12-01T14:10:00.000Z',
};

/** Forgot password: an email is required and must look like one; a valid one is sent. */
export const ForgotPassword: Story = {
  render: () => <ForgotPasswordScreen onRequest={requestReset} onBackToSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter an email address');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya.chen@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(requestReset).toHaveBeenCalledWith('maya.chen@example.com');
  },
};

/** Back from an expired link: the reason is stated above the form. */
export const ForgotPasswordAfterExpiredLink: Story = {
  render: () => (
    <ForgotPasswordScreen onRequest={fn()} onBackToSignIn={fn()} defaultEmail="maya.chen@example.com" reason="Your last link had expired. Ask for a new one below." />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('expired');
  },
};

/** Throttled: the server's 429 with its wait. */
export const ForgotPasswordThrottled: Story = {
  render: () => (
    <ForgotPasswordScreen
      onRequest={fn()}
      onBackToSignIn={fn()}
      defaultEmail="maya.chen@example.com"
      error="Too many reset requests for this address. Check your inbox (and spam folder) for the last mail, or ask again in 42 minutes."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('42 minutes');
  },
};

/** Reset request sent: the same words whether or not the address has an account. */
export const ResetRequestSent: Story = {
  render: () => <ForgotPasswordScreen onRequest={fn()} onBackToSignIn={fn()} onSendAgain={fn()} sent={{ email: 'maya.chen@example.com', message: RESET_SENT }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('maya.chen@example.com');
  },
};

export const ResetChecking: Story = {
  render: () => <ResetPasswordScreen status="checking" onSubmit={fn()} onRequestNew={fn()} onBackToSignIn={fn()} />,
};

/** Set a new password: the engine's rules first (matching, long enough), then the server's. */
export const SetNewPassword: Story = {
  render: () => <ResetPasswordScreen status="valid" email="maya.chen@example.com" expiresAt={IN_AN_HOUR} onSubmit={submitNewPassword} onRequestNew={fn()} onBackToSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password and sign in' }));
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(canvas.getByLabelText(/^New password/));
    await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
    await userEvent.type(canvas.getByLabelText(/^New password/), 'lantern orchard velvet');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'lantern orchard velvet');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password and sign in' }));
    await expect(submitNewPassword).toHaveBeenCalledWith('lantern orchard velvet');
  },
};

/** The server refused the password (its rule's reason is shown). */
export const SetNewPasswordRefused: Story = {
  render: () => (
    <ResetPasswordScreen
      status="valid"
      email="maya.chen@example.com"
      expiresAt={IN_AN_HOUR}
      error="New password is one of the most common passwords (or one with digits or symbols added); choose something less guessable"
      onSubmit={fn()}
      onRequestNew={fn()}
      onBackToSignIn={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('most common passwords');
  },
};

/** Token expired: a clear message and a way to ask again. */
export const ResetTokenExpired: Story = {
  render: () => <ResetPasswordScreen status="expired" onSubmit={fn()} onRequestNew={requestNewLink} onBackToSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a new link' }));
    await expect(requestNewLink).toHaveBeenCalled();
  },
};

export const ResetTokenUsed: Story = {
  render: () => <ResetPasswordScreen status="used" onSubmit={fn()} onRequestNew={fn()} onBackToSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This link was already used' })).toBeInTheDocument();
  },
};

export const ResetTokenInvalid: Story = {
  render: () => <ResetPasswordScreen status="invalid" onSubmit={fn()} onRequestNew={fn()} onBackToSignIn={fn()} />,
};

export const EmailVerifying: Story = {
  render: () => <VerifyEmailScreen status="checking" onOpenSettings={fn()} onSignIn={fn()} />,
};

/** Email change verified: the new address is in use; the old one was told. */
export const EmailChangeVerified: Story = {
  render: () => <VerifyEmailScreen status="valid" email="maya@harborstreet.example" signedIn onOpenSettings={fn()} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('maya@harborstreet.example');
    await expect(canvas.getByRole('button', { name: 'Open Settings' })).toBeInTheDocument();
  },
};

export const EmailChangeLinkExpired: Story = {
  render: () => <VerifyEmailScreen status="expired" onOpenSettings={fn()} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nothing changed');
  },
};

/** A new account's confirmation link followed: the address is confirmed and teams can be joined. */
export const EmailAddressConfirmed: Story = {
  render: () => <VerifyEmailScreen status="valid" kind="verification" email="maya@harborstreet.example" signedIn onOpenSettings={fn()} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('maya@harborstreet.example is confirmed');
  },
};

export const EmailChangeLinkUsed: Story = {
  render: () => <VerifyEmailScreen status="used" onOpenSettings={fn()} onSignIn={fn()} />,
};

export const InvitationChecking: Story = {
  render: () => <InvitationAcceptScreen status="checking" onRegister={fn()} onSignIn={fn()} />,
};

/** A valid invitation: the invited email is fixed; name and password make the account. */
export const InvitationValid: Story = {
  render: () => <InvitationAcceptScreen status="valid" invitation={invitation} onRegister={registerFromInvitation} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Join Harbor Street Capital' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('jordan.lee@example.com');
    await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Jordan Lee');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'lantern orchard velvet');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'lantern orchard velvet');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account and join' }));
    await expect(registerFromInvitation).toHaveBeenCalledWith({ fullName: 'Jordan Lee', password: 'lantern orchard velvet' });
  },
};

/** Signed in with the invited address, not yet confirmed: the screen says why it cannot join and offers the link again. */
export const InvitationUnconfirmedAccount: Story = {
  render: () => (
    <InvitationAcceptScreen
      status="valid"
      invitation={invitation}
      onRegister={registerFromInvitation}
      onSignIn={fn()}
      unconfirmedAccount={{ email: invitation.email, onResend: fn() }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirm your address to join' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('the address is not confirmed yet');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  },
};

export const InvitationExpired: Story = {
  render: () => <InvitationAcceptScreen status="expired" invitation={invitation} onRegister={fn()} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This invitation has expired' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Create account and join' })).toBeNull();
  },
};

export const InvitationRevoked: Story = {
  render: () => <InvitationAcceptScreen status="revoked" invitation={invitation} onRegister={fn()} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This invitation was withdrawn' })).toBeInTheDocument();
  },
};

export const InvitationUsed: Story = {
  render: () => <InvitationAcceptScreen status="used" invitation={invitation} onRegister={fn()} onSignIn={fn()} />,
};

export const InvitationInvalid: Story = {
  render: () => <InvitationAcceptScreen status="invalid" onRegister={fn()} onSignIn={fn()} />,
};
