import { Outlet } from '@portal/shared-auth/router';

/** The empty layout: routed content only (sign-in, error pages, `?layout=empty`). */
export function EmptyLayout() {
  return (
    <div className="portal-empty-layout">
      <Outlet />
    </div>
  );
}
