import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  type LiveMessage,
  type Notification,
} from '../api/notifications';
import { getLiveChannelUrl, openLiveChannel, type LiveChannelOptions } from '@portal/shared-auth/live';

export interface NotificationsState {
  notifications: Notification[];
  unreadCount: number;
  loading: boolean;
  markRead: (id: number) => Promise<void>;
  markAllRead: () => Promise<void>;
}

/**
 * The bell's state and its transitions (spec 000 §4): a single mark sets readDate locally
 * and refetches the count; mark-all refetches the list, also when it failed. New
 * notifications arrive on the live channel and go straight into the cached list and count,
 * which therefore never go stale on their own.
 */
export function useNotifications(live: Partial<LiveChannelOptions> = {}): NotificationsState {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: Infinity,
  });
  const count = useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: Infinity,
  });
  const liveOptions = useRef(live);

  useEffect(() => {
    const onMessage = (message: LiveMessage) => {
      // The channel carries other messages too (a batch file's check): the bell's are these.
      if (message.type !== 'notification' && message.type !== 'unread-count') return;
      queryClient.setQueryData(notificationKeys.unreadCount, message.unreadCount);
      const incoming = message.notification;
      if (message.type === 'notification' && incoming) {
        queryClient.setQueryData<Notification[]>(notificationKeys.list, (current = []) => [
          incoming,
          ...current.filter((item) => item.id !== incoming.id),
        ]);
      }
    };
    return openLiveChannel({ getUrl: getLiveChannelUrl, onMessage, ...liveOptions.current });
  }, [queryClient]);

  const markRead = useCallback(
    async (id: number) => {
      await markNotificationRead(id);
      const readDate = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(notificationKeys.list, (current = []) =>
        current.map((item) => (item.id === id ? { ...item, readDate } : item)),
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
    },
    [queryClient],
  );

  const markAllRead = useCallback(async () => {
    // A failure was already shown (the client's toast); either way the list is refetched,
    // so that it shows what really is read.
    await markAllNotificationsRead().catch(() => {});
    await queryClient.invalidateQueries(notificationKeys.all);
  }, [queryClient]);

  return {
    notifications: list.data ?? [],
    unreadCount: count.data ?? 0,
    loading: list.isPending || count.isPending,
    markRead,
    markAllRead,
  };
}
