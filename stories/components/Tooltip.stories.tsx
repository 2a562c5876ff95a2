import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, IconButton, Tooltip } from '@rei/ui';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Debt service coverage ratio: NOI ÷ annual debt service',
    children: <Button variant="ghost">DSCR</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const OnIconButton: Story = {
  args: { content: 'Remove from portfolio', children: <IconButton aria-label="Remove" icon="🗑" variant="ghost" /> },
};

export const ShowsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'DSCR' })).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Debt service coverage ratio');
  },
};
