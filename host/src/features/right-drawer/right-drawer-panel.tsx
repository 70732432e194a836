import { lazy, Suspense, type ReactNode } from 'react';
import { ArrowLeftOutlined, Button, useScreens, type Screens } from '@portal/shared-ui/shell';
import { Drawer } from '@portal/shared-ui/drawer';
import { ContributedSlot } from './contributed-slot';
import { rightDrawer, useRightDrawer, type DrawerView } from '../../stores/right-drawer-store';

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

/**
 * Width of a view: product selection 80% on large screens, else 50% (spec 000 §2.2); on a
 * phone (below md) the whole width, or its lines and amounts would wrap digit by digit.
 */
export function drawerSize(view: DrawerView, screens: Screens): string | number {
  if (view !== 'PRODUCT_SELECTION') return 'min(560px, 100%)';
  if (screens.lg) return '80%';
  return screens.md ? '50%' : '100%';
}

/** What the right-hand drawer shows (spec 000 §2.2); RightDrawer loads it the first time it opens. */
export function RightDrawerPanel({ searchCompany }: { searchCompany: ReactNode }) {
  const { view, subject, backToSearch, movementId } = useRightDrawer((state) => state);
  const screens = useScreens();
  const open = view !== 'none';
  return (
    <Drawer
      placement="right"
      open={open}
      size={drawerSize(view, screens)}
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
