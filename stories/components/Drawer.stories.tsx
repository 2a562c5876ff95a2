import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge, Button, Drawer } from '@rei/ui';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <Button variant="secondary">Open menu</Button>,
    onOpenChange: fn(),
    children: (
      <nav aria-label="Main">
        <ul>
          <li>
            <a href="#dashboard">Dashboard</a>
          </li>
          <li>
            <a href="#search">Property Search</a>
          </li>
          <li>
            <a href="#upload">Upload Properties</a>
          </li>
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenLeft: Story = { args: { defaultOpen: true } };

export const LegalStatusDetails: Story = {
  args: {
    defaultOpen: true,
    side: 'right',
    width: 'wide',
    title: 'Legal Status Details',
    description: '123 Main St, Bronx, NY 10451',
    children: (
      <p>
        <Badge tone="danger">Pre-Foreclosure</Badge> Lis pendens filed 2024-03-12.
      </p>
    ),
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
