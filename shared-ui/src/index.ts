export * from './core';
export * from './antd';
export * from './icons';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useRemoteData, type RemoteData } from './hooks/use-remote-data';
export { PAGINATOR_LABELS, rangeLabel, lastPageIndex } from './list/paginator-labels';
export { Paginator, type PaginatorProps } from './list/paginator';
export { usePageParam } from './list/use-page-param';
export { DebouncedSearch, type DebouncedSearchProps } from './list/debounced-search';
export { ListPage, type ListPageProps } from './list/list-page';
export { navIcon } from './platform/nav-icon';
export type {
  PageLoader,
  RouteContribution,
  NavContribution,
  NavItemType,
  RemoteContribution,
} from './platform/contribution';
