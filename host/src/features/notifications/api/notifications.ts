import { hostQueries } from '../../../lib/query-keys';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';
import { call } from '@portal/shared-auth';

const {
  getMyNotifications,
  getMyNotificationsUnreadCount,
  postMyNotificationsReadById,
  getMyNotificationsMarkAllAsRead,
} = notificationsEndpoints;

// Spec 000 §3, as the API's contract says: dates are ISO strings, readDate null means unread.
export type { LiveMessage, Notification } from '@portal/contracts/api/notifications';

/** Query keys of the bell, from its endpoints: the list, the unread count, and both. */
export const notificationKeys = {
  all: hostQueries.about(notificationsEndpoints),
  list: hostQueries.key(getMyNotifications, {}),
  unreadCount: hostQueries.key(getMyNotificationsUnreadCount, {}),
};

export const getNotifications = (signal?: AbortSignal) => call(getMyNotifications, {}, { signal });

export const getUnreadCount = (signal?: AbortSignal) => call(getMyNotificationsUnreadCount, {}, { signal });

/** Empty body (spec 000 §7). */
export const markNotificationRead = (id: number) => call(postMyNotificationsReadById, { params: { id } });

export const markAllNotificationsRead = () => call(getMyNotificationsMarkAllAsRead);
