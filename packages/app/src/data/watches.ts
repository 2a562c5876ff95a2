/**
 * Watchlists and in-app notifications: the caller's watches (GET/POST/DELETE /api/watches) and
 * notifications (GET /api/notifications, mark one or all read). Watching or unwatching marks the
 * watches stale; reading marks the notifications stale.
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList, NotificationSettings, Watch } from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';

export const watchKeys = {
  all: ['watches'] as const,
  list: () => [...watchKeys.all, 'list'] as const,
  notifications: () => [...watchKeys.all, 'notifications'] as const,
  settings: () => [...watchKeys.all, 'settings'] as const,
};

/** Notifications are read again every minute, so the bell's count follows an import. */
const NOTIFICATIONS_REFRESH_MS = 60_000;

export const watchQueries = {
  list: () => queryOptions({ queryKey: watchKeys.list(), queryFn: () => apiRequest<Watch[]>('GET', '/api/watches') }),
  notifications: () =>
    queryOptions({
      queryKey: watchKeys.notifications(),
      queryFn: () => apiRequest<NotificationList>('GET', '/api/notifications'),
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
    }),
};

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: watchKeys.settings(), queryFn: () => apiRequest<NotificationSettings>('GET', '/api/notification-settings') });

export const watchMutations = {
  settings: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (settings: NotificationSettings) => apiRequest<NotificationSettings>('PUT', '/api/notification-settings', { body: settings }),
      onSuccess: (saved: NotificationSettings) => queryClient.setQueryData(watchKeys.settings(), saved),
      onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.settings() }),
    }),
  watch: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (bbl: string) => apiRequest<Watch>('POST', '/api/watches', { body: { bbl } }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.list() }),
    }),
  unwatch: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/watches/${id}`),
      onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.list() }),
    }),
  markRead: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (id: number) => apiRequest<Notification>('POST', `/api/notifications/${id}/read`),
      onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.notifications() }),
    }),
  markAllRead: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: () => apiRequest<{ updated: number }>('POST', '/api/notifications/read-all'),
      onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.notifications() }),
    }),
};

/** The caller's watches; off while `enabled` is false (no session). */
export function useWatches(enabled: boolean) {
  return useQuery({ ...watchQueries.list(), enabled });
}

/** The caller's notifications; off while `enabled` is false. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...watchQueries.notifications(), enabled });
}

export function useWatchLot() {
  return useMutation(watchMutations.watch(useQueryClient()));
}

export function useUnwatchLot() {
  return useMutation(watchMutations.unwatch(useQueryClient()));
}

export function useMarkNotificationRead() {
  return useMutation(watchMutations.markRead(useQueryClient()));
}

export function useMarkAllNotificationsRead() {
  return useMutation(watchMutations.markAllRead(useQueryClient()));
}

/** The caller's notification mail setting (GET /api/notification-settings); off while `enabled` is false. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({ ...notificationSettingsQuery(), enabled });
}

/** PUT /api/notification-settings */
export function useSetNotificationSettings() {
  return useMutation(watchMutations.settings(useQueryClient()));
}
