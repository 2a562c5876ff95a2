import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertDialog, Button } from '@rei/ui';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    trigger: <Button variant="danger">Remove</Button>,
    title: 'Remove team member?',
    description: 'Jane Doe will lose access to Acme Capital and its properties.',
    confirmLabel: 'Remove Member',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Confirming: Story = { args: { defaultOpen: true, confirming: true, confirmingLabel: 'Removing…' } };

export const ConfirmRemoves: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Remove team member?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Member' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const CancelKeepsMember: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PrimaryTone: Story = {
  args: {
    defaultOpen: true,
    tone: 'primary',
    title: 'Upgrade to Operator?',
    description: 'Your card is charged $79 today and monthly after that.',
    confirmLabel: 'Upgrade',
  },
};
