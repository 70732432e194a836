import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, matchPath, Outlet, useLocation, useSearchParams } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import { App, Button, MenuOutlined, useScreens } from '@portal/shared-ui/shell';
import { ToastBridge } from './toast-bridge';
import { useRemotes } from '../remotes/remote-store';
import { HOST_NAVIGATION } from './host-navigation';
import { mergeNavigation, navigationMode, visibleNavigation } from './navigation-model';
import { NavigationPanel, NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';
import { OwnCredit } from './own-credit';
import { NotificationsBell } from '../features/notifications/components/notifications-bell';
import { useTopBar } from '../features/user-panel/top-bar-colour';
import { EmptyLayout } from './empty-layout';
import { SubjectSearch } from './subject-search';
import { paths } from '../paths';

// Only back-office pages draw it: its code loads with the first of them.
const BackOfficeNav = lazy(() => import('./back-office-nav').then((m) => ({ default: m.BackOfficeNav })));

/** The current page is a remote's route filed under a back-office section. */
function useBackOfficePage(): boolean {
  const { pathname } = useLocation();
  const remotes = useRemotes((state) => state.remotes);
  return Object.values(remotes).some((slot) =>
    slot.contribution?.routes.some((route) => route.section && matchPath(`/${route.path}`, pathname)),
  );
}

export function useNavigationItems() {
  const remotes = useRemotes((state) => state.remotes);
  const permissions = useAuth((state) => state.permissions);
  const approver = useAuth((state) => state.user?.approver ?? false);
  return useMemo(() => {
    const sources = [HOST_NAVIGATION, ...Object.values(remotes).map((slot) => slot.contribution?.navigation ?? [])];
    return visibleNavigation(mergeNavigation(sources), permissions, { approver });
  }, [remotes, permissions, approver]);
}

/** The modern layout: top bar, navigation from every app, routed content. */
export function MainLayout({ children }: { children?: React.ReactNode }) {
  const [params] = useSearchParams();
  const tenant = useAuth((state) => state.tenant);
  const topBar = useTopBar();
  const items = useNavigationItems();
  const backOffice = useBackOfficePage();
  const Banner = useRemotes((state) => state.banner);
  const screens = useScreens();
  const navMode = navigationMode(screens);
  // Side mode starts open, over mode closed; a change of mode starts again from there.
  const [navOpen, setNavOpen] = useState(navMode === 'side');
  useEffect(() => setNavOpen(navMode === 'side'), [navMode]);
  // The top bar's corner (credit, notifications, profile) comes in a second render, one React
  // interrupts for the browser: a cold page paints its content without waiting for the corner's
  // work (on a phone, /portal's greeting about 0.1 s sooner). Nothing below the bar moves when it
  // arrives: the corner ends the bar's first row. The search bar stays in the first render: on a
  // phone it is the bar's second row, and the page would move down when it came.
  const cornerDrawn = useDeferredValue(true, false);

  // The layout switch of spec 000 §2.1: `?layout=empty` renders the bare content.
  if (params.get('layout') === 'empty') return <EmptyLayout />;

  const horizontal = navMode === 'horizontal';
  return (
    <App className="portal-modern-layout">
      <ToastBridge />
      {/* The first Tab: past the top bar and the navigation, straight to the page (WCAG 2.4.1). */}
      <a
        className="portal-skip-link"
        href="#portal-content"
        onClick={(event) => {
          // Focus moves to the page; the address keeps no '#'.
          event.preventDefault();
          document.getElementById('portal-content')?.focus();
        }}
      >
        Vai al contenuto
      </a>
      <header
        className="portal-top-bar"
        style={{ background: topBar.background }}
        data-testid="top-bar"
        data-mode={topBar.mode}
      >
        {!horizontal && (
          <Button
            type="text"
            aria-label={navOpen ? 'Chiudi navigazione' : 'Apri navigazione'}
            aria-expanded={navOpen}
            icon={<MenuOutlined />}
            style={{ color: 'inherit' }}
            onClick={() => setNavOpen(!navOpen)}
          />
        )}
        <Link to={paths.portal} className="portal-logo">
          {tenant?.descr ?? 'Portale'}
        </Link>
        <SubjectSearch />
        {horizontal ? <NavMenu items={items} mode="horizontal" /> : <span className="portal-top-bar-spacer" />}
        {cornerDrawn && (
          <>
            <OwnCredit />
            <NotificationsBell />
            <UserMenu />
          </>
        )}
      </header>
      {Banner && <Banner />}
      <div className="portal-body">
        {!horizontal && (
          <NavigationPanel
            items={items}
            mode={navMode === 'side' ? 'side' : 'over'}
            open={navOpen}
            onOpenChange={setNavOpen}
          />
        )}
        {horizontal && backOffice && (
          <Suspense fallback={null}>
            <BackOfficeNav items={items} />
          </Suspense>
        )}
        <main className="portal-content" id="portal-content" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
    </App>
  );
}
