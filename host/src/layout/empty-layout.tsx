import { Outlet } from '@portal/shared-auth/router';

/** The empty layout: the content only (sign-in, a signed-out user's error pages, `?layout=empty`). */
export function EmptyLayout({ children }: { children?: React.ReactNode }) {
  return <div className="portal-empty-layout">{children ?? <Outlet />}</div>;
}
