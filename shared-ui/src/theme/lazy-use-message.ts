import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface';
import { lazyNoticeHook } from './lazy-notices';

/** Stands in for antd's `useMessage` inside antd's App in the builds: App.useApp().message, the portal's toasts. */
export default lazyNoticeHook<ConfigOptions, MessageInstance>(
  () => import('antd/es/message/useMessage'),
  ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
);
