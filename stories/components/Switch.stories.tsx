import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@rei/ui';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Include wholesale fee', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Include wholesale fee' });
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: 'Maintenance mode', description: 'Only administrators can sign in while this is on.' },
};

export const Disabled: Story = { args: { disabled: true } };
