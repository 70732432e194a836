export * from './shell';
export * from './antd';
export * from './page-icons';
export { PAGE_SIZES, PAGINATOR_LABELS, rangeLabel, lastPageIndex } from './list/paginator-labels';
export { Paginator, type PaginatorProps } from './list/paginator';
export { usePageParam } from './list/use-page-param';
export { DebouncedSearch, type DebouncedSearchProps } from './list/debounced-search';
export { ACTION_COLUMN, ListPage, type ListPageProps, type ListSearch, type ListCreate } from './list/list-page';
export { useListState, withPageParam, type ListState, type ListStateOptions } from './list/use-list-state';
export { useAddressListState, type AddressListOptions } from './list/use-address-list-state';
export { QueryTable, type QueryTableProps } from './list/query-table';
export {
  WholeListScreen,
  pageOfWhole,
  WHOLE_LIST_SEARCH_DELAY_MS,
  type WholeListScreenProps,
} from './list/whole-list-screen';
export { ListScreen, listParams, type ListScreenProps, type ListParams, type ListQuery } from './list/list-screen';
export { EditLink, editColumn, type EditLinkProps } from './list/edit-link';
export {
  EditPage,
  SaveButton,
  BLOCKED_PANEL_TEXT,
  INVALID_PANEL_TEXT,
  type EditPageProps,
  type EditPanel,
} from './edit/edit-page';
export { useUnsavedChangesGuard, UNSAVED_CHANGES_TITLE, UNSAVED_CHANGES_TEXT } from './edit/unsaved-changes';
export { NEW_RECORD, isNewRecord, saveErrorMessage, isConflict, refusedField, fieldOfError } from './edit/save-error';
export {
  ConfirmRemovalDialog,
  RemoveButton,
  PERMANENT_REMOVAL_TEXT,
  type ConfirmRemovalDialogProps,
  type RemoveButtonProps,
} from './feedback/confirm-removal';
export { ReasonDialog, type ReasonDialogProps } from './feedback/reason-dialog';
export { LoadError, type LoadErrorProps } from './feedback/load-error';
export { RefusedAction, type RefusedActionProps } from './controls/refused-action';
export {
  LookupAutoComplete,
  lookupQuery,
  LOOKUP_DELAY_MS,
  LOOKUP_LOADING,
  LOOKUP_MAX_LENGTH,
  type LookupAutoCompleteProps,
  type LookupQuery,
} from './controls/lookup-auto-complete';
export { MaterialIcon, parseMaterialIcon, type MaterialIconProps } from './material-icons/material-icon';
