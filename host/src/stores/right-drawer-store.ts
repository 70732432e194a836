import type { SubjectKind } from '@portal/contracts/subjects';
import { createStore, useStore } from 'zustand';
import { RIGHT_DRAWER_EVENT, type DrawerView, type RightDrawerRequest, type Subject } from '@portal/shared-ui/shell';

export type { DrawerView, RightDrawerRequest, Subject };
export { RIGHT_DRAWER_EVENT };

export interface RightDrawerState {
  view: DrawerView;
  subject: Subject | null;
  /** REQUEST_DETAIL: the accounting movement the request belongs to. */
  movementId: number | null;
  /** The tab the advanced search opens on. */
  searchTab: SubjectKind;
  /** PRODUCT_SELECTION opened from the advanced search can go back to its results. */
  backToSearch: boolean;
}

const closed: RightDrawerState = {
  view: 'none',
  subject: null,
  movementId: null,
  searchTab: 'PG',
  backToSearch: false,
};

/** The host's drawer state: one store, so the top bar, the layout and the views agree. */
export const rightDrawerStore = createStore<RightDrawerState>()(() => closed);

export function useRightDrawer<T>(selector: (state: RightDrawerState) => T): T {
  return useStore(rightDrawerStore, selector);
}

export const rightDrawer = {
  openSearch(tab: SubjectKind = 'PG') {
    rightDrawerStore.setState({ view: 'SEARCH_COMPANY', searchTab: tab, backToSearch: false });
  },
  /** Back from product selection to the advanced search, its results kept. */
  backToSearch() {
    rightDrawerStore.setState({ view: 'SEARCH_COMPANY', backToSearch: false });
  },
  openProductSelection(subject: Subject, options: { fromSearch?: boolean } = {}) {
    rightDrawerStore.setState({ view: 'PRODUCT_SELECTION', subject, backToSearch: Boolean(options.fromSearch) });
  },
  openRequestDetail(movementId: number) {
    rightDrawerStore.setState({ view: 'REQUEST_DETAIL', movementId });
  },
  openCompaniesInSearchRequest(movementId: number) {
    rightDrawerStore.setState({ view: 'COMPANIES_IN_SEARCH_REQUEST', movementId });
  },
  close() {
    if (rightDrawerStore.getState().view !== 'none') rightDrawerStore.setState({ view: 'none', backToSearch: false });
  },
};

export function handleDrawerRequest(request: RightDrawerRequest | null | undefined): void {
  if (!request) return;
  switch (request.view) {
    case 'none':
      return rightDrawer.close();
    case 'SEARCH_COMPANY':
      return rightDrawer.openSearch();
    case 'PRODUCT_SELECTION':
      if (request.subject) rightDrawer.openProductSelection(request.subject);
      return;
    case 'REQUEST_DETAIL':
      if (typeof request.movementId === 'number') rightDrawer.openRequestDetail(request.movementId);
      return;
    case 'COMPANIES_IN_SEARCH_REQUEST':
      if (typeof request.movementId === 'number') rightDrawer.openCompaniesInSearchRequest(request.movementId);
      return;
  }
}
