import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebhooksPanel, type WebhookDeliveryView, type WebhookView } from '@rei/ui';

const crm: WebhookView = {
  id: 3,
  url: 'https://hooks.acme-capital.com/rei',
  events: ['deal.saved', 'report.ready'],
  description: '',
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  recentFailures: 0,
};
const flaky: WebhookView = { ...crm, id: 4, url: 'https://ops.acme-capital.com/alerts', events: ['property.record_changed'], recentFailures: 2 };

const deliveries: WebhookDeliveryView[] = [
  { id: '0f9e1c2a-1111-4a5b-8c9d-000000000001', eventType: 'property.record_changed', state: 'pending', attempts: 2, lastStatusCode: 503, lastError: 'Answered 503: not now', createdAt: '2026-11-28T14:02:00.000Z', nextAttemptAt: '2026-11-28T14:37:00.000Z' },
  { id: '0f9e1c2a-1111-4a5b-8c9d-000000000002', eventType: 'property.record_changed', state: 'failed', attempts: 7, lastStatusCode: null, lastError: 'No full answer within 10 s', createdAt: '2026-11-27T09:15:00.000Z', nextAttemptAt: null },
  { id: '0f9e1c2a-1111-4a5b-8c9d-000000000003', eventType: 'property.record_changed', state: 'succeeded', attempts: 1, lastStatusCode: 204, lastError: null, createdAt: '2026-11-26T08:00:00.000Z', nextAttemptAt: null },
];

const meta = {
  title: 'Screens/Organization/Webhooks',
  component: WebhooksPanel,
  args: { webhooks: [crm], onCreate: fn(), onDelete: fn(), onDismissCreated: fn(), onShowLog: fn(), onResend: fn() },
} satisfies Meta<typeof WebhooksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No endpoint yet: the form alone. */
export const None: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No webhooks yet.')).toBeInTheDocument();
  },
};

/** Two endpoints, one with failed deliveries this week. */
export const Some: Story = {
  args: { webhooks: [crm, flaky] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deal saved, Report ready')).toBeInTheDocument();
    await expect(canvas.getByText('2')).toBeInTheDocument();
  },
};

/** Just added: the signing secret shown once, with the warning. */
export const JustCreated: Story = {
  args: { created: { url: crm.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw6w1Z4Q3Xb2k=' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('only time the secret is shown');
  },
};

/** The delivery log of an endpoint whose target fails: retrying, failed for good (Resend), delivered. */
export const DeliveryLogWithFailures: Story = {
  args: { webhooks: [crm, flaky], openLog: { webhook: flaky, deliveries } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No full answer within 10 s')).toBeInTheDocument();
    const resend = canvas.getAllByRole('button', { name: /^Resend/ });
    await expect(resend).toHaveLength(2);
    await userEvent.click(resend[0]!);
    await expect(args.onResend).toHaveBeenCalledWith(deliveries[1]);
  },
};

/** No URL and no event: refused at the fields, nothing sent. */
export const Invalid: Story = {
  args: { webhooks: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Deal saved' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add webhook' }));
    await expect(canvas.getByText('Enter a web address starting with https://')).toBeInTheDocument();
    await expect(canvas.getByText('Choose at least one event.')).toBeInTheDocument();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** An analyst or a plan without API access: the reason, no form. */
export const Locked: Story = {
  args: { webhooks: [], lockedReason: 'Webhooks come with the Hunter plan. Change plan on the Subscription page.' },
};

export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { error: 'The server did not answer.', onRetry: fn() } };
