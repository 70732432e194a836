import { lazy, Suspense, useState } from 'react';
import { PERMISSIONS, hasAnyAuthority, isImpersonating, useAuth } from '@portal/shared-auth';
import { UserOutlined } from '@portal/shared-ui/shell';
import { Spinner } from '@portal/shared-ui/plain';
import { Avatar } from '../../../components/avatar';
import { TopBarPanel } from '../../../components/top-bar-panel';
import type { UserPanelView } from './user-panel-body';

const UserPanelBody = lazy(() => import('./user-panel-body').then((m) => ({ default: m.UserPanelBody })));

const PANEL_WIDTH = 300;

/** The 'Profilo' panel of spec 000 §2.4, opened from the user-circle button. */
export function UserPanel() {
  const user = useAuth((state) => state.user);
  const permissions = useAuth((state) => state.permissions);
  const impersonating = useAuth(isImpersonating);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<UserPanelView>('profile');
  if (!user) return null;

  const fullName = `${user.name} ${user.lastName}`;
  const shapeshifter = !impersonating && hasAnyAuthority(permissions, [PERMISSIONS.shapeshifter]);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setView('profile');
  };

  const panel = (
    <>
      <header style={{ padding: '12px 16px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0 }}>Profilo</h2>
        <div style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          Connesso come <strong data-testid="signed-in-as">{fullName}</strong>
        </div>
      </header>
      <Suspense fallback={<Spinner />}>
        <UserPanelBody
          fullName={fullName}
          impersonating={impersonating}
          shapeshifter={shapeshifter}
          view={view}
          onViewChange={setView}
          onClose={() => close(false)}
        />
      </Suspense>
    </>
  );

  return (
    <TopBarPanel
      label="Profilo"
      width={PANEL_WIDTH}
      open={open}
      onOpenChange={close}
      trigger={
        <>
          <Avatar size="small" icon={<UserOutlined />} />{' '}
          <span className="portal-user-name">{impersonating ? fullName : user.name}</span>
        </>
      }
    >
      {panel}
    </TopBarPanel>
  );
}
