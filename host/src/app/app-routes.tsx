import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@portal/shared-auth/router';
import { isSignInTypeRoute, RequireAuth, RequireSignedOut, useAuth } from '@portal/shared-auth';
import type { RouteContribution } from '@portal/shared-ui';
import { EmptyLayout } from '../layout/empty-layout';
import { PasswordExpiryGuard } from '../features/change-password/components/password-expiry-guard';
import { ChangePasswordPage, signedInAccountRoutes, signedOutAccountRoutes } from './account-routes';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SignOutPage } from '../pages/sign-out-page';
import { PageSpinner } from '../remotes/page-spinner';
import { useRemotes } from '../remotes/remote-store';
import { paths } from '../paths';
import { QueryProvider, WithQueries } from './with-queries';
import { preloadableLazy } from './preloadable-lazy';
import { loadAntdStaticStyles } from './antd-static-styles';

// Everything behind sign-in loads after it, with the full shared-ui: the sign-in page
// itself needs only `@portal/shared-ui/core`.
const MainLayout = preloadableLazy(
  () => import('../layout/main-layout'),
  (m) => m.MainLayout,
);
const PasswordExpiredLayout = preloadableLazy(
  () => import('../layout/password-expired-layout'),
  (m) => m.PasswordExpiredLayout,
);
const PortalHome = preloadableLazy(
  () => import('../pages/portal-home'),
  (m) => m.PortalHome,
);
// The signed-in frame's chunks and the query library load while the session is restored, not
// once it is: a cold /portal would otherwise wait for the session, then for them.
const SIGNED_IN_CHUNKS = [MainLayout.preload, PortalHome.preload, QueryProvider.preload];
// The error pages and the remotes' pages draw with the shell's part of antd (Result): the
// sign-in page, which needs neither, does not load it.
const ErrorPage = preloadableLazy(
  () => import('../pages/error-page'),
  (m) => m.ErrorPage,
);
const RemotePage = preloadableLazy(
  () => import('../remotes/remote-page'),
  (m) => m.RemotePage,
);
// Every page but sign-in draws with antd: its theme (and antd with it) loads with the first of
// them, so the sign-in page, drawn with plain controls, does not wait for it; so do antd's
// prebuilt styles, which must be in place before antd draws anything.
const Themed = preloadableLazy(
  () => Promise.all([import('./themed-outlet'), loadAntdStaticStyles()]).then(([module]) => module),
  (m) => m.ThemedOutlet,
);

/**
 * A cold load of any page but sign-in asks for the theme and the signed-in frame at once,
 * before rendering reaches them: otherwise each lazy level would wait for the one above it.
 */
export function preloadPageFrame(pathname: string): void {
  if (pathname === paths.signIn) return;
  void Themed.preload();
  if (isSignInTypeRoute(pathname)) return;
  for (const preload of SIGNED_IN_CHUNKS) void preload();
  // Any other signed-in page may be a remote's: its frame is asked now too (0.7 KB).
  if (pathname !== paths.portal) void RemotePage.preload();
}
const UnmatchedRoute = preloadableLazy(
  () => import('./unmatched-route'),
  (m) => m.UnmatchedRoute,
);

interface ContributedRoute extends RouteContribution {
  remoteTitle: string;
  /** The remote's Module Federation name: its failures are reported under it. */
  remote: string;
}

function useContributedRoutes(): ContributedRoute[] {
  const remotes = useRemotes((state) => state.remotes);
  return Object.values(remotes).flatMap((slot) =>
    (slot.contribution?.routes ?? []).map((route) => ({
      ...route,
      remoteTitle: slot.contribution!.title,
      remote: slot.name,
    })),
  );
}

/** A remote's page; one outside the main layout (which gives them) gets the queries itself. */
function renderRoute(route: ContributedRoute, outsideMainLayout = false) {
  const remotePage = <RemotePage load={route.load} title={route.remoteTitle} remote={route.remote} />;
  const page = outsideMainLayout ? <WithQueries>{remotePage}</WithQueries> : remotePage;
  const element = route.open ? (
    page
  ) : (
    <RequireAuth authorities={route.authorities} waiting={<PageSpinner />}>
      {page}
    </RequireAuth>
  );
  return <Route key={route.path} path={route.path} element={element} />;
}

/**
 * An error page (spec 000 §2.10) in the frame of who sees it: a signed-in user keeps the
 * portal's header and navigation, and goes on from there; a signed-out one sees the page alone.
 */
function ErrorRoute({ code }: { code: 401 | 403 | 404 }) {
  const status = useAuth((state) => state.status);
  if (status === 'unknown') return <PageSpinner />;
  if (status === 'signed-out') {
    return (
      <EmptyLayout>
        <ErrorPage code={code} />
      </EmptyLayout>
    );
  }
  return (
    <WithQueries alongside={SIGNED_IN_CHUNKS}>
      <MainLayout>
        <ErrorPage code={code} />
      </MainLayout>
    </WithQueries>
  );
}

/** The host's routes merged with every loaded remote's (spec 000 §2.1). */
export function AppRoutes() {
  const routes = useContributedRoutes();
  const modern = routes.filter((route) => route.layout !== 'empty' && !route.open);
  const empty = routes.filter((route) => route.layout === 'empty' || route.open);
  const spinner = <PageSpinner />;
  return (
    <Suspense fallback={spinner}>
      <Routes>
        <Route index element={<Navigate to={paths.portal} replace />} />
        <Route element={<EmptyLayout />}>
          <Route
            path="sign-in"
            element={
              <RequireSignedOut waiting={spinner}>
                <SignInPage />
              </RequireSignedOut>
            }
          />
        </Route>
        <Route element={<Themed />}>
          <Route element={<EmptyLayout />}>
            {signedOutAccountRoutes(spinner)}
            <Route path="sign-out" element={<SignOutPage />} />
            {empty.map((route) => renderRoute(route, true))}
          </Route>
          <Route
            element={
              <RequireAuth waiting={spinner}>
                <WithQueries alongside={SIGNED_IN_CHUNKS}>
                  <PasswordExpiryGuard
                    expired={
                      <PasswordExpiredLayout>
                        <ChangePasswordPage />
                      </PasswordExpiredLayout>
                    }
                  >
                    <MainLayout />
                  </PasswordExpiryGuard>
                </WithQueries>
              </RequireAuth>
            }
          >
            <Route path="portal" element={<PortalHome />} />
            {signedInAccountRoutes()}
            {modern.map((route) => renderRoute(route))}
          </Route>
          <Route path="401" element={<ErrorRoute code={401} />} />
          <Route path="403" element={<ErrorRoute code={403} />} />
          <Route path="404" element={<ErrorRoute code={404} />} />
          <Route path="*" element={<UnmatchedRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
