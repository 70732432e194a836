import { lazy, type ReactNode } from 'react';
import { Route } from '@portal/shared-auth/router';
import { RequireSignedOut } from '@portal/shared-auth';
import { WithQueries } from './with-queries';

// Lazy: these pages use formik and the full shared-ui, which the sign-in page must not load.
// Named `page-*`: each keeps its own modules rather than share chunks with the singletons the
// host lends the remotes (remote-kit/src/preset/app-config.ts, `HOST_PAGE_CHUNK`).
const SignUpPage = lazy(() =>
  import(/* webpackChunkName: 'page-sign-up' */ '../features/account/components/sign-up-page').then((m) => ({
    default: m.SignUpPage,
  })),
);
const ForgotPasswordPage = lazy(() =>
  import(/* webpackChunkName: 'page-forgot-password' */ '../features/account/components/forgot-password-page').then(
    (m) => ({ default: m.ForgotPasswordPage }),
  ),
);
const ResetPasswordPage = lazy(() =>
  import(/* webpackChunkName: 'page-reset-password' */ '../features/account/components/reset-password-page').then(
    (m) => ({ default: m.ResetPasswordPage }),
  ),
);
const UnlockAccountPage = lazy(() =>
  import(/* webpackChunkName: 'page-unlock-account' */ '../features/account/components/unlock-account-page').then(
    (m) => ({ default: m.UnlockAccountPage }),
  ),
);
/** Also the whole page while the password is expired (PasswordExpiryGuard). */
export const ChangePasswordPage = lazy(() =>
  import(
    /* webpackChunkName: 'page-change-password' */ '../features/change-password/components/change-password-page'
  ).then((m) => ({
    default: m.ChangePasswordPage,
  })),
);
const SchedulePage = lazy(() =>
  import(/* webpackChunkName: 'page-schedule' */ '../features/schedule/components/schedule-page').then((m) => ({
    default: m.SchedulePage,
  })),
);

const RemoteHealthPage = lazy(() =>
  import(/* webpackChunkName: 'page-remote-health' */ '../features/remote-health/components/remote-health-page').then(
    (m) => ({ default: m.RemoteHealthPage }),
  ),
);

/** Sign-up, forgot/reset password, unlock (spec 000 §2.1): empty layout, only when signed out. */
export function signedOutAccountRoutes(spinner: ReactNode) {
  const signedOut = (page: ReactNode) => (
    <RequireSignedOut waiting={spinner}>
      <WithQueries>{page}</WithQueries>
    </RequireSignedOut>
  );
  return (
    <>
      <Route path="sign-up" element={signedOut(<SignUpPage />)} />
      <Route path="forgot-password" element={signedOut(<ForgotPasswordPage />)} />
      <Route path="reset-password/:token" element={signedOut(<ResetPasswordPage />)} />
      <Route path="unlock-account/:token" element={signedOut(<UnlockAccountPage />)} />
    </>
  );
}

/** Change password, schedule and the remotes' health: signed-in pages in the modern layout. */
export function signedInAccountRoutes() {
  return (
    <>
      <Route path="change-password" element={<ChangePasswordPage />} />
      <Route path="schedule" element={<SchedulePage />} />
      <Route path="remote-health" element={<RemoteHealthPage />} />
    </>
  );
}
