import type { Notification } from '@portal/contracts/api/notifications';
import { api } from '@portal/shared-auth';

// Spec 000 §3, as the API's contract says: dates are ISO strings, readDate null means unread.
export type { LiveMessage, Notification } from '@portal/contracts/api/notifications';

/** Query keys of the bell: the list and the unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export const getNotifications = (signal?: AbortSignal) => api.get<Notification[]>('/api/my-notifications', { signal });

export const getUnreadCount = (signal?: AbortSignal) =>
  api.get<number>('/api/my-notifications/unread-count', { signal });

/** Empty body (spec 000 §7). */
export const markNotificationRead = (id: number) => api.post<Notification>(`/api/my-notifications/${id}/read`);

export const markAllNotificationsRead = () => api.get<number>('/api/my-notifications/mark-all-as-read');
