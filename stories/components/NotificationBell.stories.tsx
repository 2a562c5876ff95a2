import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NOTIFICATION_BELL_TEXT, NotificationBell, type NotificationView } from '@rei/ui';

/** Changes to watched lots as GET /api/notifications lists them (figures of the starter sales). */
const unread: NotificationView[] = [
  { id: 3, title: 'New sale: 754 EAST 6TH STREET, 6D, Manhattan, NY 10009', body: 'Sold for $1,310,000 on 2023-01-20 (DOF Rolling Sales).', createdAt: '2023-02-01T09:00:00Z', readAt: null },
  { id: 2, title: 'New violations: 323 HART STREET, Brooklyn, NY 11206', body: '2 new open HPD violations (5 open now).', createdAt: '2023-01-25T09:00:00Z', readAt: null },
];
const read: NotificationView = { id: 1, title: 'New eviction filings: 323 HART STREET, Brooklyn, NY 11206', body: '1 new eviction filing (1 in all).', createdAt: '2023-01-10T09:00:00Z', readAt: '2023-01-11T10:00:00Z' };

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 2, notifications: [...unread, read], onMarkRead: fn(), onMarkAllRead: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the button says how many are unread. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Notifications/ });
    await expect(button).toHaveTextContent('2 unread');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: each unread one can be marked read, or all at once; Escape closes the list. */
export const OpenList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Notifications/ }));
    await expect(canvas.getByRole('heading', { name: NOTIFICATION_BELL_TEXT.panelTitle })).toBeInTheDocument();
    await expect(canvas.getByText('Sold for $1,310,000 on 2023-01-20 (DOF Rolling Sales).')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Mark read: ${unread[0]!.title}` }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: NOTIFICATION_BELL_TEXT.markAllRead }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('heading', { name: NOTIFICATION_BELL_TEXT.panelTitle })).toBeNull();
  },
};

/** Nothing yet: the list says how notifications come about. */
export const Empty: Story = {
  args: { unreadCount: 0, notifications: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NOTIFICATION_BELL_TEXT.empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: NOTIFICATION_BELL_TEXT.markAllRead })).toBeNull();
  },
};

/** Many: 40 changes after a large import; the list scrolls. */
export const Many: Story = {
  args: {
    unreadCount: 40,
    defaultOpen: true,
    notifications: Array.from({ length: 40 }, (_, i) => ({ ...unread[0]!, id: 100 + i, title: `New sale: ${100 + i} EAST 6TH STREET, Manhattan, NY 10009` })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(40);
  },
};
