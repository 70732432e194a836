/**
 * `@portal/shared-ui/shell`: what the host's frame needs on every signed-in page (top bar,
 * navigation, notifications, user panel, subject search bar, right-hand drawer, the portal
 * home). Everything here is also exported by `@portal/shared-ui`; the full entry (tables,
 * forms, date pickers, the list and edit blocks) loads with the first page that uses it.
 */
export * from './core';
export * from './antd-shell';
export * from './icons';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useOpenedOnce } from './hooks/use-opened-once';
export { useScreens, type Screens } from './hooks/use-screens';
export { CountBadge, type CountBadgeProps } from './controls/count-badge';
export { ChoiceSwitch, type ChoiceSwitchOption, type ChoiceSwitchProps } from './controls/choice-switch';
export type { RemoteData } from './list/remote-data';
export { navIcon } from './platform/nav-icon';
export { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime } from './format/dates';
export { formatEuro } from './format/money';
export type {
  Company,
  Person,
  Subject,
  ProductSelectionProps,
  ProductSelectionLoader,
  RequestDrawerProps,
  RequestDrawerLoader,
} from './platform/subject';
export {
  RIGHT_DRAWER_EVENT,
  requestRightDrawer,
  rightDrawerOfState,
  withRightDrawer,
  type DrawerView,
  type RightDrawerRequest,
} from './platform/right-drawer-request';
export type {
  PageLoader,
  RouteContribution,
  RoutePrefetch,
  RoutePrefetchContext,
  NavContribution,
  NavItemType,
  NavContext,
  RemoteContribution,
} from './platform/contribution';
