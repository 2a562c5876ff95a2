import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field, Select } from '@rei/ui';

const roleOptions = [
  { value: 'admin', label: 'Admin' },
  { value: 'analyst', label: 'Analyst' },
  { value: 'member', label: 'Member' },
  { value: 'owner', label: 'Owner', disabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { options: roleOptions, placeholder: 'Choose a role', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Field label="Role" hint="Owners are set when the organization is created.">
          <Story />
        </Field>
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = { args: { defaultValue: 'analyst' } };

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Role' });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Analyst' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('analyst');
    await expect(trigger).toHaveTextContent('Analyst');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'member' } };
