import { useNavigate } from 'react-router-dom';
import { useAuth } from '@portal/shared-auth';
import { Avatar, Button, Dropdown, LogoutOutlined, UserOutlined } from '@portal/shared-ui';
import { paths } from '../paths';

export function UserMenu() {
  const user = useAuth((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  const fullName = `${user.name} ${user.lastName}`;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'who', type: 'group', label: `Connesso come ${fullName}` },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: 'Esci' },
        ],
        onClick: ({ key }) => key === 'sign-out' && navigate(paths.signOut),
      }}
    >
      <Button type="text" aria-label="Profilo" style={{ color: 'inherit' }}>
        <Avatar size="small" icon={<UserOutlined />} /> <span className="portal-user-name">{user.name}</span>
      </Button>
    </Dropdown>
  );
}
