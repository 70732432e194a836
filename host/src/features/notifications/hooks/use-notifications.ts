import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getLiveChannelUrl,
  getNotifications,
  getUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  type LiveMessage,
  type Notification,
} from '../api/notifications';
import { openLiveChannel, type LiveChannelOptions } from './live-channel';

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
 * notifications arrive on the live channel without a reload.
 */
export function useNotifications(live: Partial<LiveChannelOptions> = {}): NotificationsState {
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const liveOptions = useRef(live);

  const refreshCount = useCallback(async () => {
    setUnreadCount(await getUnreadCount());
  }, []);
  const refreshList = useCallback(async () => {
    setNotifications(await getNotifications());
  }, []);

  useEffect(() => {
    let active = true;
    Promise.all([getNotifications(), getUnreadCount()])
      .then(([list, count]) => {
        if (!active) return;
        setNotifications(list);
        setUnreadCount(count);
      })
      .catch(() => {})
      .finally(() => active && setLoading(false));

    const onMessage = (message: LiveMessage) => {
      if (!active) return;
      setUnreadCount(message.unreadCount);
      const incoming = message.notification;
      if (message.type === 'notification' && incoming) {
        setNotifications((list) => [incoming, ...list.filter((item) => item.id !== incoming.id)]);
      }
    };
    const stop = openLiveChannel({ getUrl: getLiveChannelUrl, onMessage, ...liveOptions.current });
    return () => {
      active = false;
      stop();
    };
  }, []);

  const markRead = useCallback(
    async (id: number) => {
      await markNotificationRead(id);
      const readDate = new Date().toISOString();
      setNotifications((list) => list.map((item) => (item.id === id ? { ...item, readDate } : item)));
      await refreshCount();
    },
    [refreshCount],
  );

  const markAllRead = useCallback(async () => {
    // A failure was already shown (the client's toast); either way the list is refetched,
    // so that it shows what really is read.
    await markAllNotificationsRead().catch(() => {});
    await Promise.all([refreshList(), refreshCount()]).catch(() => {});
  }, [refreshList, refreshCount]);

  return { notifications, unreadCount, loading, markRead, markAllRead };
}
