import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Dialog, DialogClose, Field, Input, Select } from '@rei/ui';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Invite Team Member',
    description: 'They receive an email invitation to join Acme Capital.',
    trigger: <Button>Invite Member</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <Field label="Email" required>
          <Input type="email" />
        </Field>
        <Field label="Role">
          <Select
            defaultValue="analyst"
            options={[
              { value: 'admin', label: 'Admin' },
              { value: 'analyst', label: 'Analyst' },
            ]}
          />
        </Field>
      </>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Send Invitation</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const FocusAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Invite Member' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Invite Team Member' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Wide: Story = {
  args: { defaultOpen: true, size: 'wide', title: 'Export Analysis', description: undefined, children: <p>Choose CSV, PDF or branded PDF.</p> },
};
