/**
 * The organization page's webhooks section (issue 33): owners and admins on Hunter add endpoints
 * (secret shown once), delete them, and read each one's delivery log with Resend. Data from
 * data/webhooks.ts.
 */
import { useState } from 'react';
import { hasFeature } from '@rei/engine';
import { WebhooksPanel, useToast } from '@rei/ui';
import { fieldErrorsOf, serverMessage } from '../api/RequestError';
import { useAuth } from '../auth/AuthProvider';
import { useOrganization } from '../auth/OrganizationProvider';
import { useCreateWebhook, useDeleteWebhook, useResendWebhookDelivery, useWebhookDeliveries, useWebhooks } from '../data/webhooks';
import { useSubscription } from '../data/subscription';

export function OrganizationWebhooksSection() {
  const { user } = useAuth();
  const { current } = useOrganization();
  const { toast } = useToast();
  const tier = useSubscription(Boolean(user)).data?.tier ?? user?.subscriptionTier ?? 'scout';
  const manages = current?.role === 'owner' || current?.role === 'admin';
  const allowed = manages && hasFeature(tier, 'api_access');
  const webhooks = useWebhooks(current?.organizationId, allowed);
  const [openId, setOpenId] = useState<number | null>(null);
  const deliveries = useWebhookDeliveries(current?.organizationId, openId);
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const resend = useResendWebhookDelivery();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  if (!current) return null;

  const lockedReason = !manages
    ? 'Only an owner or admin of this organization manages its webhooks.'
    : !hasFeature(tier, 'api_access')
      ? 'Webhooks come with the Hunter plan: REI tells your software when a deal is saved, a report is ready or a watched record changes. Change plan on the Subscription page.'
      : null;
  const openWebhook = webhooks.data?.find((webhook) => webhook.id === openId) ?? null;

  return (
    <WebhooksPanel
      webhooks={webhooks.data ?? []}
      loading={allowed && webhooks.isLoading}
      error={webhooks.isError ? (serverMessage(webhooks.error) ?? 'Could not load the webhooks.') : null}
      onRetry={() => void webhooks.refetch()}
      lockedReason={lockedReason}
      created={created}
      onDismissCreated={() => setCreated(null)}
      creating={create.isPending}
      fieldErrors={fieldErrors}
      onCreate={({ url, events }) =>
        create.mutate(
          { url, events: [...events] },
          {
            onSuccess: (answer) => {
              setFieldErrors({});
              setCreated({ url: answer.url, secret: answer.secret });
            },
            onError: (error) => {
              setFieldErrors(fieldErrorsOf(error));
              toast({ title: 'Webhook not added', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' });
            },
          },
        )
      }
      onDelete={(webhook) =>
        remove.mutate(webhook.id, {
          onSuccess: () => {
            if (openId === webhook.id) setOpenId(null);
            toast({ title: 'Webhook deleted', description: `${webhook.url} receives no more events.`, tone: 'success' });
          },
          onError: (error) => toast({ title: 'Webhook not deleted', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
        })
      }
      openLog={openWebhook ? { webhook: openWebhook, deliveries: deliveries.data ?? [], loading: deliveries.isLoading } : null}
      onShowLog={(webhook) => setOpenId(webhook.id)}
      resendingId={resend.isPending ? (resend.variables?.deliveryId ?? null) : null}
      onResend={(delivery) =>
        openWebhook &&
        resend.mutate(
          { webhookId: openWebhook.id, deliveryId: delivery.id },
          {
            onSuccess: () => toast({ title: 'Sent again', description: 'The delivery goes out with a fresh round of attempts.', tone: 'success' }),
            onError: (error) => toast({ title: 'Not sent again', description: serverMessage(error) ?? 'Something went wrong.', tone: 'destructive' }),
          },
        )
      }
    />
  );
}
