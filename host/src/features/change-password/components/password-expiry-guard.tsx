import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@portal/shared-auth';
import { paths } from '../../../paths';

/**
 * A user whose password has expired (passwordExpired in the user detail) sees only the
 * change-password page until the password is changed. A client guard: the API does not
 * refuse the other calls meanwhile.
 */
export function PasswordExpiryGuard({ children }: { children: ReactNode }) {
  const expired = useAuth((state) => Boolean(state.user?.passwordExpired));
  const { pathname } = useLocation();
  if (expired && pathname !== paths.changePassword) return <Navigate to={paths.changePassword} replace />;
  return children;
}
