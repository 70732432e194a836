import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@portal/shared-auth/router';
import { ArrowLeftOutlined, Button, Drawer, Grid, rightDrawerOfState } from '@portal/shared-ui/shell';
import { ContributedSlot } from './contributed-slot';
import {
  RIGHT_DRAWER_EVENT,
  handleDrawerRequest,
  rightDrawer,
  useRightDrawer,
  type DrawerView,
  type RightDrawerRequest,
} from '../../stores/right-drawer-store';

// The summary draws with the full shared-ui (Descriptions), which the chosen subject's product
// selection loads anyway: the portal's first page does not.
const SubjectSummary = lazy(() => import('./subject-summary').then((m) => ({ default: m.SubjectSummary })));

const TITLES: Record<DrawerView, string> = {
  none: '',
  SEARCH_COMPANY: 'Ricerca avanzata',
  PRODUCT_SELECTION: 'Selezione prodotto',
  REQUEST_DETAIL: 'Dettaglio richiesta',
  COMPANIES_IN_SEARCH_REQUEST: 'Aziende della richiesta',
};

/** Width of a view: product selection 80% on large screens, else 50% (spec 000 §2.2). */
export function drawerSize(view: DrawerView, large: boolean): string | number {
  if (view === 'PRODUCT_SELECTION') return large ? '80%' : '50%';
  return 'min(560px, 100%)';
}

/**
 * The right-hand drawer of the layout (spec 000 §2.2). Any navigation closes it (opening
 * /line/detail/{id} included). The advanced search stays mounted while the drawer is open,
 * so going back from product selection finds its results.
 */
export function RightDrawer({ searchCompany }: { searchCompany: ReactNode }) {
  const { view, subject, backToSearch, movementId } = useRightDrawer((state) => state);
  const location = useLocation();
  const seen = useRef(location.key);
  const screens = Grid.useBreakpoint();

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

  const open = view !== 'none';
  return (
    <Drawer
      placement="right"
      open={open}
      size={drawerSize(view, screens.lg === true)}
      title={TITLES[view]}
      onClose={rightDrawer.close}
      destroyOnHidden
      extra={
        view === 'PRODUCT_SELECTION' && backToSearch ? (
          <Button icon={<ArrowLeftOutlined />} onClick={rightDrawer.backToSearch}>
            Risultati ricerca
          </Button>
        ) : undefined
      }
    >
      <div hidden={view !== 'SEARCH_COMPANY'}>{searchCompany}</div>
      {view === 'PRODUCT_SELECTION' && subject && (
        <>
          <Suspense fallback={null}>
            <SubjectSummary subject={subject} />
          </Suspense>
          <ContributedSlot
            pick={(contribution) => contribution.productSelection}
            props={{ subject }}
            testId="product-selection-slot"
          />
        </>
      )}
      {(view === 'REQUEST_DETAIL' || view === 'COMPANIES_IN_SEARCH_REQUEST') && movementId !== null && (
        // Filled by remote-customer (requests); the host only keeps the movement id.
        <div data-movement-id={movementId}>
          <ContributedSlot
            key={`${view}-${movementId}`}
            pick={(contribution) => contribution.requestDrawer}
            props={{ view, movementId }}
            testId="request-slot"
          />
        </div>
      )}
    </Drawer>
  );
}
