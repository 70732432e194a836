import type { NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import { lazyNoticeHook } from './lazy-notices';

/** Stands in for antd's `useNotification` inside antd's App in the builds: App.useApp().notification. */
export default lazyNoticeHook<NotificationConfig, NotificationInstance>(
  () => import('antd/es/notification/useNotification'),
  ['success', 'error', 'info', 'warning', 'open', 'destroy'],
);
