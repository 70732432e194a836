import { useState } from 'react';
import { useNavigate } from '@portal/shared-auth/router';
import {
  PERMISSIONS,
  endImpersonation,
  hasAnyAuthority,
  isImpersonating,
  startImpersonation,
  useAuth,
} from '@portal/shared-auth';
import {
  ArrowLeftOutlined,
  Avatar,
  Button,
  CloseOutlined,
  Menu,
  UserOutlined,
  UserSwitchOutlined,
} from '@portal/shared-ui/shell';
import { TopBarPanel } from '../../../components/top-bar-panel';
import { USER_NAVIGATION } from '../user-navigation';
import { AccountsMenu } from './accounts-menu';

const PANEL_WIDTH = 300;

/** The 'Profilo' panel of spec 000 §2.4, opened from the user-circle button. */
export function UserPanel() {
  const user = useAuth((state) => state.user);
  const permissions = useAuth((state) => state.permissions);
  const impersonating = useAuth(isImpersonating);
  const pending = useAuth((state) => state.impersonationPending);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'profile' | 'accounts'>('profile');
  if (!user) return null;

  const fullName = `${user.name} ${user.lastName}`;
  const shapeshifter = !impersonating && hasAnyAuthority(permissions, [PERMISSIONS.shapeshifter]);

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) setView('profile');
  };

  const profile = (
    <>
      {impersonating && (
        <div
          data-testid="impersonation-item"
          style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', background: '#fef2f2' }}
        >
          <UserSwitchOutlined />
          <span style={{ flex: 1, fontWeight: 600 }}>{fullName}</span>
          <Button
            type="text"
            size="small"
            aria-label="Termina impersonificazione"
            icon={<CloseOutlined />}
            loading={pending}
            onClick={() => void endImpersonation().catch(() => {})}
          />
        </div>
      )}
      <Menu
        mode="vertical"
        selectable={false}
        style={{ borderInlineEnd: 'none' }}
        items={[
          ...(shapeshifter ? [{ key: 'accounts', icon: <UserSwitchOutlined />, label: 'Impersona un utente' }] : []),
          ...USER_NAVIGATION.map((item) => ({ key: item.key, label: item.title })),
        ]}
        onClick={({ key }) => {
          if (key === 'accounts') return setView('accounts');
          const item = USER_NAVIGATION.find((entry) => entry.key === key);
          if (item) {
            close(false);
            navigate(item.link);
          }
        }}
      />
    </>
  );

  const accounts = (
    <>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        onClick={() => setView('profile')}
        style={{ margin: '4px 4px 0' }}
      >
        Profilo
      </Button>
      <AccountsMenu disabled={pending} onChoose={(login) => void startImpersonation(login).catch(() => {})} />
    </>
  );

  const panel = (
    <>
      <header style={{ padding: '12px 16px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0 }}>Profilo</h2>
        <div style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
          Connesso come <strong data-testid="signed-in-as">{fullName}</strong>
        </div>
      </header>
      {view === 'accounts' && shapeshifter ? accounts : profile}
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
