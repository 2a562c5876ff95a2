export { WEBHOOKS_TEXT, WEBHOOK_EVENT_OPTIONS, WebhooksPanel, type WebhookCreateRequest, type WebhookDeliveryView, type WebhookView, type WebhooksPanelProps } from './WebhooksPanel';
