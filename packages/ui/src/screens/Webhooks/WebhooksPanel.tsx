import { useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { SecretShownOnce } from '../../components/SecretShownOnce';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Skeleton } from '../../components/Skeleton';
import { Table } from '../../components/Table';
import * as styles from './WebhooksPanel.css';

/** The events an endpoint can ask for, with what each means. */
export const WEBHOOK_EVENT_OPTIONS = [
  { value: 'deal.saved', label: 'Deal saved', hint: 'a deal is created or saved again' },
  { value: 'report.ready', label: 'Report ready', hint: 'a report has been built' },
  { value: 'screen.completed', label: 'Screen completed', hint: 'a bulk screen has finished' },
  { value: 'property.record_changed', label: 'Public record changed', hint: 'a watched lot’s public record changed' },
  { value: 'subscription.changed', label: 'Plan changed', hint: 'the owner’s plan changed' },
] as const;
type WebhookEventView = (typeof WEBHOOK_EVENT_OPTIONS)[number]['value'];

export interface WebhookView {
  readonly id: number;
  readonly url: string;
  readonly events: readonly WebhookEventView[];
  readonly description: string;
  readonly enabled: boolean;
  readonly createdAt: string;
  /** Deliveries that ran out of attempts in the last 7 days. */
  readonly recentFailures: number;
}

export interface WebhookDeliveryView {
  readonly id: string;
  readonly eventType: WebhookEventView;
  readonly state: 'pending' | 'succeeded' | 'failed';
  readonly attempts: number;
  readonly lastStatusCode: number | null;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly nextAttemptAt: string | null;
}

export interface WebhookCreateRequest {
  readonly url: string;
  readonly events: readonly WebhookEventView[];
}

export interface WebhooksPanelProps {
  webhooks: readonly WebhookView[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Why this person cannot manage webhooks here (plan or role); null when they can. */
  lockedReason?: string | null;
  /** The endpoint just made and its signing secret, shown once; cleared when dismissed. */
  created?: { readonly url: string; readonly secret: string } | null;
  onDismissCreated?: () => void;
  creating?: boolean;
  /** Field errors from the server ('url', 'events'). */
  fieldErrors?: Readonly<Record<string, string>>;
  onCreate?: (request: WebhookCreateRequest) => void;
  onDelete?: (webhook: WebhookView) => void;
  /** The endpoint whose delivery log is open, and its deliveries (newest first). */
  openLog?: { readonly webhook: WebhookView; readonly deliveries: readonly WebhookDeliveryView[]; readonly loading?: boolean } | null;
  onShowLog?: (webhook: WebhookView) => void;
  onResend?: (delivery: WebhookDeliveryView) => void;
  resendingId?: string | null;
}

export const WEBHOOKS_TEXT = {
  title: 'Webhooks',
  description:
    'REI POSTs the events you choose to your URL as JSON, signed in the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature headers; HMAC-SHA256 with your secret). A failed delivery is retried for about 17 hours.',
  url: 'Endpoint URL',
  urlHint: 'A public https:// address that answers 2xx within 10 seconds.',
  events: 'Events',
  create: 'Add webhook',
  creating: 'Adding…',
  createdTitle: 'Webhook added — copy its signing secret now',
  createdWarning: 'This is the only time the secret is shown. Your endpoint uses it to check that a request came from REI.',
  dismiss: 'I have stored it',
  caption: 'Webhooks of this organization',
  empty: 'No webhooks yet.',
  delete: 'Delete',
  deleteTitle: 'Delete this webhook?',
  deleteDescription: (url: string) => `${url} receives no more events, and its delivery log is deleted with it.`,
  log: 'Deliveries',
  logTitle: (url: string) => `Deliveries to ${url}`,
  logEmpty: 'No deliveries yet: nothing this endpoint listens to has happened since it was added.',
  resend: 'Resend',
  stateWords: { pending: 'Retrying', succeeded: 'Delivered', failed: 'Failed' },
} as const;

const eventLabel = (value: WebhookEventView) => WEBHOOK_EVENT_OPTIONS.find((option) => option.value === value)?.label ?? value;
const minute = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

/**
 * Settings → Webhooks: the organization's endpoints (URL, events, failures in the last week)
 * with delete after confirming and a delivery log per endpoint (state, attempts, last answer or
 * error, Resend), and the form that adds one, its secret shown once. When the person cannot
 * manage webhooks the form is replaced by the reason.
 */
export function WebhooksPanel({
  webhooks,
  loading = false,
  error = null,
  onRetry,
  lockedReason = null,
  created = null,
  onDismissCreated,
  creating = false,
  fieldErrors = {},
  onCreate,
  onDelete,
  openLog = null,
  onShowLog,
  onResend,
  resendingId = null,
}: WebhooksPanelProps) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<readonly WebhookEventView[]>(['deal.saved']);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [eventsError, setEventsError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = url.trim();
    const urlProblem = /^https?:\/\/\S+$/i.test(trimmed) ? null : 'Enter a web address starting with https://';
    const eventsProblem = events.length === 0 ? 'Choose at least one event.' : null;
    setUrlError(urlProblem);
    setEventsError(eventsProblem);
    if (!urlProblem && !eventsProblem) onCreate?.({ url: trimmed, events });
  };
  const toggle = (value: WebhookEventView, on: boolean) => setEvents((current) => (on ? [...current, value] : current.filter((each) => each !== value)));

  return (
    <Card title={WEBHOOKS_TEXT.title} description={WEBHOOKS_TEXT.description} as="section" headingLevel={2}>
      <div className={styles.stack}>
        {created ? (
          <SecretShownOnce
            title={WEBHOOKS_TEXT.createdTitle}
            secret={created.secret}
            secretLabel="The signing secret"
            warning={WEBHOOKS_TEXT.createdWarning}
            dismissLabel={WEBHOOKS_TEXT.dismiss}
            onDismiss={onDismissCreated}
          />
        ) : null}
        {lockedReason ? (
          <p role="note" className={styles.muted}>
            {lockedReason}
          </p>
        ) : onCreate ? (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Field label={WEBHOOKS_TEXT.url} hint={WEBHOOKS_TEXT.urlHint} error={urlError ?? fieldErrors['url']} required>
              <Input type="url" value={url} maxLength={2048} onChange={(event) => setUrl(event.target.value)} />
            </Field>
            <fieldset className={styles.events} aria-describedby={eventsError ?? fieldErrors['events'] ? 'webhook-events-error' : undefined}>
              <legend>{WEBHOOKS_TEXT.events}</legend>
              {WEBHOOK_EVENT_OPTIONS.map((option) => (
                <label key={option.value} title={option.hint}>
                  <input type="checkbox" checked={events.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} /> {option.label}
                </label>
              ))}
            </fieldset>
            {eventsError ?? fieldErrors['events'] ? (
              <p id="webhook-events-error" role="alert" className={styles.muted}>
                {eventsError ?? fieldErrors['events']}
              </p>
            ) : null}
            <div>
              <Button type="submit" loading={creating} loadingText={WEBHOOKS_TEXT.creating}>
                {WEBHOOKS_TEXT.create}
              </Button>
            </div>
          </form>
        ) : null}
        {loading ? (
          <Skeleton lines={3} label="Loading the webhooks" />
        ) : error ? (
          <ErrorState title="Could not load the webhooks" message={error} onRetry={onRetry} headingLevel={3} />
        ) : (
          <Table
            caption={WEBHOOKS_TEXT.caption}
            captionVisible={false}
            rows={webhooks}
            rowKey={(webhook) => webhook.id}
            emptyMessage={WEBHOOKS_TEXT.empty}
            density="compact"
            columns={[
              { key: 'url', header: 'URL', rowHeader: true, render: (webhook) => <code>{webhook.url}</code> },
              { key: 'events', header: 'Events', render: (webhook) => webhook.events.map(eventLabel).join(', ') },
              {
                key: 'recentFailures',
                header: 'Failed deliveries (7 days)',
                render: (webhook) => (webhook.recentFailures > 0 ? <Badge tone="danger">{webhook.recentFailures}</Badge> : '0'),
              },
              { key: 'enabled', header: 'Status', render: (webhook) => <Badge tone={webhook.enabled ? 'success' : 'neutral'}>{webhook.enabled ? 'On' : 'Paused'}</Badge> },
              {
                key: 'actions',
                header: <span>Actions</span>,
                render: (webhook) => (
                  <>
                    {onShowLog ? (
                      <Button variant="ghost" size="sm" onClick={() => onShowLog(webhook)} aria-label={`${WEBHOOKS_TEXT.log} to ${webhook.url}`}>
                        {WEBHOOKS_TEXT.log}
                      </Button>
                    ) : null}
                    {onDelete ? (
                      <AlertDialog
                        trigger={
                          <Button variant="ghost" size="sm" aria-label={`${WEBHOOKS_TEXT.delete} ${webhook.url}`}>
                            {WEBHOOKS_TEXT.delete}
                          </Button>
                        }
                        title={WEBHOOKS_TEXT.deleteTitle}
                        description={WEBHOOKS_TEXT.deleteDescription(webhook.url)}
                        confirmLabel={WEBHOOKS_TEXT.delete}
                        onConfirm={() => onDelete(webhook)}
                        tone="danger"
                      />
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        )}
        {openLog ? (
          <section aria-label={WEBHOOKS_TEXT.logTitle(openLog.webhook.url)} className={styles.stack}>
            <h3>{WEBHOOKS_TEXT.logTitle(openLog.webhook.url)}</h3>
            {openLog.loading ? (
              <Skeleton lines={3} label="Loading the deliveries" />
            ) : (
              <Table
                caption={WEBHOOKS_TEXT.logTitle(openLog.webhook.url)}
                captionVisible={false}
                rows={openLog.deliveries}
                rowKey={(delivery) => delivery.id}
                emptyMessage={WEBHOOKS_TEXT.logEmpty}
                density="compact"
                columns={[
                  { key: 'createdAt', header: 'Event time', rowHeader: true, render: (delivery) => minute(delivery.createdAt) },
                  { key: 'eventType', header: 'Event', render: (delivery) => eventLabel(delivery.eventType) },
                  {
                    key: 'state',
                    header: 'State',
                    render: (delivery) => (
                      <Badge tone={delivery.state === 'succeeded' ? 'success' : delivery.state === 'failed' ? 'danger' : 'warning'}>{WEBHOOKS_TEXT.stateWords[delivery.state]}</Badge>
                    ),
                  },
                  { key: 'attempts', header: 'Attempts', render: (delivery) => String(delivery.attempts) },
                  {
                    key: 'lastError',
                    header: 'Last answer',
                    render: (delivery) =>
                      delivery.lastError ?? (delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : delivery.state === 'pending' ? 'not tried yet' : '—'),
                  },
                  { key: 'nextAttemptAt', header: 'Next attempt', render: (delivery) => (delivery.state === 'pending' ? minute(delivery.nextAttemptAt) : '—') },
                  {
                    key: 'actions',
                    header: <span>Actions</span>,
                    render: (delivery) =>
                      onResend && delivery.state !== 'pending' ? (
                        <Button variant="ghost" size="sm" loading={resendingId === delivery.id} onClick={() => onResend(delivery)} aria-label={`${WEBHOOKS_TEXT.resend} the ${eventLabel(delivery.eventType)} event of ${minute(delivery.createdAt)}`}>
                          {WEBHOOKS_TEXT.resend}
                        </Button>
                      ) : null,
                  },
                ]}
              />
            )}
          </section>
        ) : null}
      </div>
    </Card>
  );
}
