import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@portal/shared-auth/router';
import { rightDrawerOfState, useOpenedOnce } from '@portal/shared-ui/shell';
import {
  RIGHT_DRAWER_EVENT,
  handleDrawerRequest,
  rightDrawer,
  useRightDrawer,
  type RightDrawerRequest,
} from '../../stores/right-drawer-store';

// Closed when a page first shows: the drawer's code (antd's Drawer among it) loads when it first opens.
const RightDrawerPanel = lazy(() => import('./right-drawer-panel').then((m) => ({ default: m.RightDrawerPanel })));

/**
 * The right-hand drawer of the layout (spec 000 §2.2). Any navigation closes it (opening
 * /line/detail/{id} included). The advanced search stays mounted while the drawer is open,
 * so going back from product selection finds its results.
 */
export function RightDrawer({ searchCompany }: { searchCompany: ReactNode }) {
  const view = useRightDrawer((state) => state.view);
  const location = useLocation();
  const seen = useRef(location.key);

  useEffect(() => {
    if (seen.current === location.key) return;
    seen.current = location.key;
    // A navigation closes the drawer, unless it asked for a view (a remote going back to a page).
    const asked = rightDrawerOfState(location.state);
    if (asked) handleDrawerRequest(asked);
    else rightDrawer.close();
  }, [location.key, location.state]);

  useEffect(() => {
    const request = (event: Event) => handleDrawerRequest((event as CustomEvent<RightDrawerRequest>).detail);
    window.addEventListener(RIGHT_DRAWER_EVENT, request);
    return () => window.removeEventListener(RIGHT_DRAWER_EVENT, request);
  }, []);

  const opened = useOpenedOnce(view !== 'none');
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RightDrawerPanel searchCompany={searchCompany} />
    </Suspense>
  );
}
