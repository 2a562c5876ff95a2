import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from '@rei/ui';

const meta = {
  title: 'Screens/NotFound',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  },
};
