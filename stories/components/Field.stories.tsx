import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field, Input, Textarea } from '@rei/ui';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'We send the invitation to this address.' } };

export const Required: Story = { args: { required: true, label: 'Full name', children: <Input autoComplete="name" /> } };

export const WithError: Story = {
  args: {
    label: 'Email',
    error: 'Please enter a valid email address',
    children: <Input type="email" defaultValue="jane@" />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const Multiline: Story = {
  args: { label: 'Notes', hint: 'Visible to your organization.', children: <Textarea rows={4} /> },
};

export const Disabled: Story = { args: { label: 'Organization', children: <Input defaultValue="Acme Capital" disabled /> } };
