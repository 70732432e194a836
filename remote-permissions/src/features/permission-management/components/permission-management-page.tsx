import { startTransition, useState } from 'react';
import {
  Button,
  DebouncedSearch,
  Flex,
  ListPage,
  SaveOutlined,
  Switch,
  Typography,
  usePageParam,
  type TableColumnsType,
} from '@portal/shared-ui';
import { usePermissionUsers } from '../api/get-permission-users';
import { PERMISSION_COLUMNS, type ClientAccount, type PermissionUser } from '../types/permission-user';
import { ClientSelect } from './client-select';
import { ShapeshiftButton } from './shapeshift-button';

export const PERMISSION_PAGE_SIZES = [20, 50, 100] as const;
export const USER_SEARCH_DELAY_MS = 700;

const fullName = (user: PermissionUser) => `${user.name} ${user.lastName}`;

const columns: TableColumnsType<PermissionUser> = [
  {
    title: 'Utente',
    key: 'user',
    render: (_, user) => (
      <Flex vertical>
        <Typography.Text strong>{fullName(user)}</Typography.Text>
        <Typography.Text type="secondary">{user.email}</Typography.Text>
        <Typography.Text type="secondary">{user.clientName}</Typography.Text>
      </Flex>
    ),
  },
  ...PERMISSION_COLUMNS.map(({ permission, title }) => ({
    title,
    key: permission,
    align: 'center' as const,
    // Read-only for now: granting arrives with the save call.
    render: (_: unknown, user: PermissionUser) => (
      <Switch
        size="small"
        checked={user.permissions.includes(permission)}
        disabled
        aria-label={`${title}: ${fullName(user)}`}
      />
    ),
  })),
  {
    title: '',
    key: 'shapeshift',
    align: 'right',
    render: (_, user) => <ShapeshiftButton user={user} />,
  },
];

/** `/permission-management`: users and the permissions they hold (spec 002 §2.16). */
export default function PermissionManagementPage() {
  const [page, setPage] = usePageParam();
  const [size, setSize] = useState<number>(PERMISSION_PAGE_SIZES[0]);
  const [search, setSearch] = useState('');
  const [client, setClient] = useState<ClientAccount | null>(null);
  const users = usePermissionUsers({ page, size, search, clientId: client?.clientId ?? null });

  return (
    <ListPage<PermissionUser>
      title="Gestione permessi"
      toolbar={
        <>
          <ClientSelect
            value={client}
            // One transition with the router's page reset, so the list loads once.
            onChange={(next) =>
              startTransition(() => {
                setClient(next);
                setPage(0);
              })
            }
          />
          <DebouncedSearch
            placeholder="Cerca utente"
            value={search}
            delay={USER_SEARCH_DELAY_MS}
            onSearch={(text) => {
              setSearch(text);
              setPage(0);
            }}
            style={{ maxWidth: 320 }}
          />
        </>
      }
      // Disabled until a permission is changed, which the next step of this screen brings.
      actions={
        <Button type="primary" icon={<SaveOutlined />} disabled>
          Salva
        </Button>
      }
      columns={columns}
      rows={users.data?.content}
      total={users.data?.totalElements ?? 0}
      rowKey="userId"
      loading={users.isFetching}
      error={users.error}
      onRetry={() => void users.refetch()}
      page={page}
      size={size}
      sizeOptions={PERMISSION_PAGE_SIZES}
      onPageChange={(nextPage, nextSize) => {
        setSize(nextSize);
        setPage(nextPage);
      }}
      emptyText="Nessun utente trovato"
    />
  );
}
