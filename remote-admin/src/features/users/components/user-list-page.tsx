import {
  editColumn,
  Flex,
  formatDateTime,
  ListScreen,
  LookupAutoComplete,
  Select,
  Tag,
  Typography,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { clientLabel, clientLookup } from '../../../api/search-clients';
import { usersPage } from '../api/get-users';
import type { ClientAccount, UserListItem, UserStatus } from '../types/user';

export const USER_FILTER = 'USER_FILTER';

const ALL = 'ALL';
const STATUS_OPTIONS = [
  { value: ALL, label: 'Tutti gli stati' },
  { value: 'active', label: 'Attivi' },
  { value: 'blocked', label: 'Disattivati' },
  { value: 'locked', label: 'Bloccati per tentativi' },
];

function UserStatusTags({ user }: { user: UserListItem }) {
  return (
    <Flex gap={4} wrap>
      {user.blocked === 'S' ? <Tag color="red">Disattivato</Tag> : <Tag color="green">Attivo</Tag>}
      {user.locked && <Tag color="orange">Bloccato per tentativi</Tag>}
      {user.pending && <Tag color="blue">Da attivare</Tag>}
    </Flex>
  );
}

/** `/users` (layout not in the spec): search, client and status kept across the trip to an edit screen. */
export default function UserListPage() {
  const list = useListState<{ client: ClientAccount | null; status: UserStatus | null }>({
    storageKey: USER_FILTER,
    defaultSize: 20,
    initialFilters: { client: null, status: null },
  });
  const columns: TableColumnsType<UserListItem> = [
    { title: 'Login', dataIndex: 'login', width: 160, ellipsis: true },
    {
      title: 'Utente',
      key: 'user',
      render: (_, user) => (
        <Flex vertical>
          <Typography.Text>{`${user.name} ${user.lastName}`}</Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Cliente', dataIndex: 'clientName', width: 220, ellipsis: true },
    {
      title: 'Ultimo accesso',
      dataIndex: 'lastAccessDate',
      width: 160,
      render: (date: string | null) => (date ? formatDateTime(date) : '—'),
    },
    { title: 'Stato', key: 'status', width: 200, render: (_, user) => <UserStatusTags user={user} /> },
    editColumn<UserListItem>(list, (user) => paths.users.edit(user.id, list.page)),
  ];
  return (
    <ListScreen
      title="Utenti"
      list={list}
      query={() =>
        usersPage({
          page: list.page,
          size: list.size,
          search: list.search,
          clientId: list.filters.client?.clientId ?? null,
          status: list.filters.status,
        })
      }
      search={{ placeholder: 'Cerca per login, nome, email o cliente', delay: LIST_SEARCH_DELAY_MS }}
      filters={
        <>
          <div style={{ minWidth: 260 }}>
            <LookupAutoComplete<ClientAccount>
              id="users-client-filter"
              ariaLabel="Filtra per cliente"
              placeholder="Tutti i clienti"
              text={list.filters.client ? clientLabel(list.filters.client) : ''}
              query={clientLookup}
              labelOf={clientLabel}
              keyOf={(client) => String(client.clientId)}
              onSelect={(client) => list.changeFilter('client', client)}
            />
          </div>
          <Select<string>
            aria-label="Stato"
            style={{ minWidth: 200 }}
            value={list.filters.status ?? ALL}
            options={STATUS_OPTIONS}
            onChange={(value) => list.changeFilter('status', value === ALL ? null : (value as UserStatus))}
          />
        </>
      }
      create={{ label: 'Nuovo utente', to: paths.users.create(list.page) }}
      columns={columns}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessun utente trovato"
      minTableWidth={1000}
    />
  );
}
