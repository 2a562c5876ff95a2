import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WATCH_BUTTON_TEXT, WatchButton } from '@rei/ui';

const meta = {
  title: 'Components/WatchButton',
  component: WatchButton,
  args: { watching: false, onWatch: fn(), onUnwatch: fn() },
} satisfies Meta<typeof WatchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotWatching: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: WATCH_BUTTON_TEXT.watch });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onWatch).toHaveBeenCalled();
  },
};

export const Watching: Story = {
  args: { watching: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: WATCH_BUTTON_TEXT.watching });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onUnwatch).toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { pending: true } };
