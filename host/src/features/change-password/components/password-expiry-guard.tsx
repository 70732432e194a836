import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import { paths } from '../../../paths';

/**
 * A user whose password has expired (passwordExpired in the user detail) sees only the
 * change-password page, rendered as `expired` (a frame without the main layout), until the
 * password is changed; the API refuses such a session everything else.
 */
export function PasswordExpiryGuard({ children, expired }: { children: ReactNode; expired: ReactNode }) {
  const passwordExpired = useAuth((state) => Boolean(state.user?.passwordExpired));
  const { pathname } = useLocation();
  if (!passwordExpired) return children;
  if (pathname !== paths.changePassword) return <Navigate to={paths.changePassword} replace />;
  return expired;
}
