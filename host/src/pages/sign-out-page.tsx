import { useEffect } from 'react';
import { useNavigate } from '@portal/shared-auth/router';
import { signOut } from '@portal/shared-auth';
import { PageSpinner } from '../remotes/page-spinner';
import { paths } from '../paths';

/** Open route: signs out (server revokes the refresh family) and goes to sign-in. */
export function SignOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    signOut().finally(() => navigate(paths.signIn, { replace: true }));
  }, [navigate]);
  return <PageSpinner />;
}
