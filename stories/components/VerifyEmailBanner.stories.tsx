import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VERIFY_EMAIL_BANNER_TEXT, VERIFY_EMAIL_RESEND_STATES, VerifyEmailBanner } from '@rei/ui';

const EMAIL = 'maya.chen@example.com';

const meta = {
  title: 'Components/VerifyEmailBanner',
  component: VerifyEmailBanner,
  args: { email: EMAIL, onResend: fn() },
  argTypes: { resendState: { control: 'select', options: VERIFY_EMAIL_RESEND_STATES } },
} satisfies Meta<typeof VerifyEmailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account that has not followed the mailed link yet. */
export const Unverified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: VERIFY_EMAIL_BANNER_TEXT.title })).toBeInTheDocument();
    await expect(canvas.getByText(VERIFY_EMAIL_BANNER_TEXT.body(EMAIL))).toBeInTheDocument();
    const resend = canvas.getByRole('button', { name: VERIFY_EMAIL_BANNER_TEXT.resend });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** The resend is on its way. */
export const Sending: Story = {
  args: { resendState: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: VERIFY_EMAIL_BANNER_TEXT.resending })).toBeInTheDocument();
  },
};

/** Just resent: the server's answer says where the new link went. */
export const JustResent: Story = {
  args: { resendState: 'resent', resendMessage: `A new link is on its way to ${EMAIL}. It works once, for 48 hours.` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(`A new link is on its way to ${EMAIL}`);
    await expect(canvas.getByRole('button', { name: VERIFY_EMAIL_BANNER_TEXT.resend })).toBeEnabled();
  },
};

/** Refused by the hourly limit (429): the server's words say how long to wait, and the button waits too. */
export const ResendThrottled: Story = {
  args: {
    resendState: 'throttled',
    resendMessage: 'A verification link was sent 3 times in the last hour. Check your inbox (and spam folder) for the last one, or ask again in 42 minutes.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ask again in 42 minutes');
    const resend = canvas.getByRole('button', { name: VERIFY_EMAIL_BANNER_TEXT.resend });
    await expect(resend).toBeDisabled();
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** Any other failure: the default words, and the button stays usable. */
export const ResendFailed: Story = {
  args: { resendState: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(VERIFY_EMAIL_BANNER_TEXT.failed);
  },
};
