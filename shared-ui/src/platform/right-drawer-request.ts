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

/**
 * Navigation state that opens a drawer view once the navigation is done: the host closes the
 * drawer on every navigation and then applies this, so a remote that goes back to a page and
 * reopens product selection there does not race the closing.
 */
export function withRightDrawer(request: RightDrawerRequest): { rightDrawer: RightDrawerRequest } {
  return { rightDrawer: request };
}

/** The drawer view a navigation asked for, if any. */
export function rightDrawerOfState(state: unknown): RightDrawerRequest | null {
  const request = (state as { rightDrawer?: RightDrawerRequest } | null)?.rightDrawer;
  return request && typeof request.view === 'string' ? request : null;
}
