import type { Subject } from './subject';

/** The views of the host's right-hand drawer (spec 000 §2.2). */
export type DrawerView =
  'none' | 'SEARCH_COMPANY' | 'PRODUCT_SELECTION' | 'REQUEST_DETAIL' | 'COMPANIES_IN_SEARCH_REQUEST';

/**
 * Remotes cannot import the host: they ask for a drawer view with this window event (e.g.
 * remote-customer reopens product selection when the user comes back from a line).
 */
export const RIGHT_DRAWER_EVENT = 'portal:right-drawer';

export interface RightDrawerRequest {
  view: DrawerView;
  subject?: Subject;
  movementId?: number;
}

/** Asks the host to open a view of its drawer. */
export function requestRightDrawer(request: RightDrawerRequest): void {
  window.dispatchEvent(new CustomEvent<RightDrawerRequest>(RIGHT_DRAWER_EVENT, { detail: request }));
}
