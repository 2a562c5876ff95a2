import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiKeysPanel, type ApiKeyView } from '@rei/ui';

const active: ApiKeyView = {
  id: 4,
  name: 'Nightly CRM sync',
  scope: 'read',
  prefix: 'rei_Xb3kPq9a',
  createdBy: { id: 1, name: 'Kay Owner' },
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-28T06:00:00.000Z',
  expiresAt: '2027-02-18T10:00:00.000Z',
  status: 'active',
};

const meta = {
  title: 'Screens/Organization/API keys',
  component: ApiKeysPanel,
  args: { keys: [active], onCreate: fn(), onRevoke: fn(), onDismissCreated: fn() },
} satisfies Meta<typeof ApiKeysPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The organization's keys, with revoke after confirming. */
export const Keys: Story = {
  args: {
    keys: [
      active,
      { ...active, id: 5, name: 'Zapier writer', scope: 'read_write', prefix: 'rei_q8Lm2ZzT', lastUsedAt: null, expiresAt: null },
      { ...active, id: 6, name: 'Old analyst tool', status: 'revoked', prefix: 'rei_A1b2C3d4' },
      { ...active, id: 7, name: 'After the downgrade', status: 'suspended', prefix: 'rei_Zz9Yy8Xx' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('rei_Xb3kPq9a…')).toBeInTheDocument();
    await expect(canvas.getByText(/work again when their creator/)).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { keys: [] } };

/** A key just made: shown once, with the warning. */
export const JustCreated: Story = {
  args: { createdKey: { name: 'Zapier writer', key: 'rei_q8Lm2ZzTk4nB7vWc1xYp0sQd9eRf3gHj5kLm6nOp7qR' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('only time the key is shown');
  },
};

/** A name left empty is refused at the field. */
export const InvalidName: Story = {
  args: { keys: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    await expect(canvas.getByText('Name the key: what will use it?')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A plan without API access: the reason and the plan that adds it, no form. */
export const LockedByPlan: Story = {
  args: { keys: [], lockedReason: 'API keys come with the Hunter plan ($99/month). Change plan on the Subscription page.' },
};

export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { error: 'The server did not answer.', onRetry: fn() } };
