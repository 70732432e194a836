import { useNavigate } from '@portal/shared-auth/router';
import { endImpersonation, startImpersonation, useAuth } from '@portal/shared-auth';
import { ArrowLeftOutlined, Button, CloseOutlined, UserSwitchOutlined } from '@portal/shared-ui/shell';
import { Menu } from '@portal/shared-ui/menu';
import { userNavigation } from '../user-navigation';
import { AccountsMenu } from './accounts-menu';

export type UserPanelView = 'profile' | 'accounts';

export interface UserPanelBodyProps {
  fullName: string;
  impersonating: boolean;
  /** May impersonate (and is not impersonating already). */
  shapeshifter: boolean;
  view: UserPanelView;
  onViewChange: (view: UserPanelView) => void;
  onClose: () => void;
}

/** What the 'Profilo' panel lists: loaded when the panel first opens (its menu is not needed before). */
export function UserPanelBody({
  fullName,
  impersonating,
  shapeshifter,
  view,
  onViewChange: setView,
  onClose: close,
}: UserPanelBodyProps) {
  const pending = useAuth((state) => state.impersonationPending);
  const platformAdmin = useAuth((state) => Boolean(state.user?.platformAdmin));
  const navigate = useNavigate();
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
          ...userNavigation(impersonating, platformAdmin).map((item) => ({ key: item.key, label: item.title })),
        ]}
        onClick={({ key }) => {
          if (key === 'accounts') return setView('accounts');
          const item = userNavigation(impersonating, platformAdmin).find((entry) => entry.key === key);
          if (item) {
            close();
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

  return view === 'accounts' && shapeshifter ? accounts : profile;
}
