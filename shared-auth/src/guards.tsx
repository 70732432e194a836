import type { ReactNode } from 'react';
import { Navigate, useLocation } from './router';
import { decideProtected, decideSignedOutOnly, type AccessDecision } from './access';
import { useAuth } from './auth-store';

function render(decision: AccessDecision, children: ReactNode, waiting: ReactNode) {
  if (decision.kind === 'wait') return waiting;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

/** A signed-in route; with `authorities`, the user needs at least one of them. */
export function RequireAuth({
  authorities,
  children,
  waiting = null,
}: {
  authorities?: readonly string[];
  children: ReactNode;
  waiting?: ReactNode;
}) {
  const status = useAuth((state) => state.status);
  const permissions = useAuth((state) => state.permissions);
  const switching = useAuth((state) => state.impersonationPending);
  const location = useLocation();
  const wanted = `${location.pathname}${location.search}`;
  return render(decideProtected(status, permissions, authorities, wanted, switching), children, waiting);
}

/** Sign-in-type routes: a signed-in user is sent to the root path. */
export function RequireSignedOut({ children, waiting = null }: { children: ReactNode; waiting?: ReactNode }) {
  const status = useAuth((state) => state.status);
  const { search } = useLocation();
  return render(decideSignedOutOnly(status, new URLSearchParams(search).get('redirectURL')), children, waiting);
}

/** Hides its children from users without one of the authorities (menus, buttons). */
export function Authorized({ authorities, children }: { authorities?: readonly string[]; children: ReactNode }) {
  const permissions = useAuth((state) => state.permissions);
  const allowed = !authorities?.length || authorities.some((authority) => permissions.includes(authority));
  return allowed ? children : null;
}
