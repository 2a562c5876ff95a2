/**
 * Webhooks of the selected organization (contract/webhooks.ts): list, create (the secret is in
 * that answer only), delete, the delivery log and resend. Keyed by the organization.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreateBody, WebhookCreatedResponse, WebhookDeliveryResponse, WebhookResponse } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import type { OrganizationScope } from './queryKeys';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (organizationId: number) => [...webhookKeys.all, 'list', { organizationId } satisfies OrganizationScope] as const,
  deliveries: (organizationId: number, id: number) => [...webhookKeys.all, 'deliveries', { organizationId } satisfies OrganizationScope, id] as const,
};

/** GET /api/webhooks of `organizationId`, read when `enabled` (owners and admins). */
export function useWebhooks(organizationId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.list(organizationId ?? 0),
    queryFn: () => apiRequest<WebhookResponse[]>('GET', '/api/webhooks'),
    enabled: enabled && organizationId !== undefined,
  });
}

/** GET /api/webhooks/{id}/deliveries, refreshed every 5 s while open (retries land on their own). */
export function useWebhookDeliveries(organizationId: number | undefined, id: number | null) {
  return useQuery({
    queryKey: webhookKeys.deliveries(organizationId ?? 0, id ?? 0),
    queryFn: () => apiRequest<WebhookDeliveryResponse[]>('GET', `/api/webhooks/${id}/deliveries`),
    enabled: organizationId !== undefined && id !== null,
    refetchInterval: 5_000,
  });
}

/** POST /api/webhooks: the answer carries the signing secret, shown once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreateBody) => apiRequest<WebhookCreatedResponse>('POST', '/api/webhooks', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** DELETE /api/webhooks/{id}. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ deleted: true }>('DELETE', `/api/webhooks/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/resend. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: number; deliveryId: string }) =>
      apiRequest<WebhookDeliveryResponse>('POST', `/api/webhooks/${webhookId}/deliveries/${deliveryId}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
