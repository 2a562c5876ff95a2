import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecretShownOnce } from '@rei/ui';

const meta = {
  title: 'Components/SecretShownOnce',
  component: SecretShownOnce,
  args: {
    title: 'Key “Portfolio sync” created — copy it now',
    secret: 'rei_3q2Xo9VhJt8yQ0cPzL4mWk7sRb1nEdFgHuAiKj5T',
    secretLabel: 'The new API key',
    warning: 'This is the only time the key is shown: REI keeps only a fingerprint of it. Store it in your secret manager.',
    dismissLabel: 'I have stored it',
    onDismiss: fn(),
  },
} satisfies Meta<typeof SecretShownOnce>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new API key: announced, in its own box, with the warning; the button clears it. */
export const NewApiKey: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('copy it now');
    await expect(canvas.getByLabelText('The new API key')).toHaveTextContent(args.secret);
    await userEvent.click(canvas.getByRole('button', { name: 'I have stored it' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A webhook's signing secret, with no way to dismiss it (the screen clears it on its own). */
export const SigningSecretWithoutDismiss: Story = {
  args: {
    title: 'Webhook added — copy its signing secret now',
    secret: 'whsec_MfKQ9r8GkwvnYh5yJmQk2Hc0ZbXy7uQ1S7P3bYwqk1E=',
    secretLabel: 'The signing secret',
    warning: 'This is the only time the secret is shown. Your endpoint uses it to check that a request came from REI.',
    onDismiss: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('The signing secret')).toHaveTextContent(args.secret);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
