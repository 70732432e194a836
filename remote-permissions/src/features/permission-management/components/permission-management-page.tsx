import { lazy, startTransition, Suspense, useState } from 'react';
import { PERMISSION_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS, useAuth, type Permission } from '@portal/shared-auth';
import {
  ACTION_COLUMN,
  App,
  CountBadge,
  Button,
  DebouncedSearch,
  Flex,
  HistoryOutlined,
  ListScreen,
  useUnsavedChangesGuard,
  SaveOutlined,
  Skeleton,
  Switch,
  Tooltip,
  Typography,
  useOpenedOnce,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { permissionUsersPage } from '../api/get-permission-users';
import { useSavePermissions } from '../api/save-permissions';
import { usePermissionChanges, type PermissionChanges } from '../hooks/use-permission-changes';
import { PERMISSION_COLUMNS, type ClientAccount, type PermissionUser } from '../types/permission-user';
import { ClientSelect } from './client-select';
import { ShapeshiftButton } from './shapeshift-button';

// Shown once a client is chosen: its Descriptions entry stays out of the page's first load.
// The change history opens on a click: its drawer's code loads then.
const PermissionAuditDrawer = lazy(() =>
  import('./permission-audit-drawer').then((m) => ({ default: m.PermissionAuditDrawer })),
);
const ClientAccountCard = lazy(() => import('./client-account-card').then((m) => ({ default: m.ClientAccountCard })));

export const PERMISSION_PAGE_SIZES = [20, 50, 100] as const;
export const USER_SEARCH_DELAY_MS = 700;
const USER_COLUMN_WIDTH = 180;
const TOGGLE_COLUMN_WIDTH = 108;
const SHAPESHIFT_COLUMN_WIDTH = 140;
/**
 * The columns' widths together: the table fits a 1440 px screen whole; below it scrolls
 * sideways under the fixed user and Mutaforma columns rather than squeezing the toggles.
 */
const TABLE_MIN_WIDTH = USER_COLUMN_WIDTH + PERMISSION_COLUMNS.length * TOGGLE_COLUMN_WIDTH + SHAPESHIFT_COLUMN_WIDTH;

/** The confirmation asked before a user takes their own permission management away. */
const SELF_REVOKE = {
  title: 'Togliere a te stesso il permesso Permessi?',
  content:
    'Dopo il salvataggio non potrai più gestire i permessi né aprire questa pagina: ' +
    'solo un altro utente con il permesso Permessi potrà ridartelo.',
  ok: 'Togli il permesso e salva',
};

const fullName = (user: PermissionUser) => `${user.name} ${user.lastName}`;

function permissionToggle(
  changes: PermissionChanges,
  granted: readonly string[],
  permission: Permission,
  title: string,
) {
  // The server refuses granting or revoking what the granter does not hold: so does the toggle.
  const mayChange = granted.includes(permission);
  const PermissionToggle = (_: unknown, user: PermissionUser) => {
    const changed = changes.isChanged(user, permission);
    const toggle = (
      <CountBadge dot={changed}>
        <Switch
          size="small"
          checked={changes.isOn(user, permission)}
          disabled={!mayChange}
          onChange={() => changes.toggle(user, permission)}
          aria-label={`${title}: ${fullName(user)}`}
          aria-describedby={changed ? 'permission-changed-note' : undefined}
        />
      </CountBadge>
    );
    return mayChange ? toggle : <Tooltip title="Non possiedi questo permesso">{toggle}</Tooltip>;
  };
  return PermissionToggle;
}

function permissionColumns(changes: PermissionChanges, granted: readonly string[]): TableColumnsType<PermissionUser> {
  return [
    {
      title: 'Utente',
      key: 'user',
      fixed: 'left',
      width: USER_COLUMN_WIDTH,
      // One line per user: the name, the e-mail and the client (spec 002 §2.16), cut where the
      // column ends; the whole line on hover.
      render: (_, user) => (
        <Tooltip title={`${fullName(user)} · ${user.email} · ${user.clientName}`} placement="topLeft">
          <Typography.Text ellipsis style={{ display: 'block', width: USER_COLUMN_WIDTH - 16 }}>
            <Typography.Text strong>{fullName(user)}</Typography.Text>{' '}
            <Typography.Text type="secondary">{user.email}</Typography.Text>
            {' · '}
            <Typography.Text type="secondary">{user.clientName}</Typography.Text>
          </Typography.Text>
        </Tooltip>
      ),
    },
    ...PERMISSION_COLUMNS.map(({ permission, title }) => ({
      title,
      key: permission,
      width: TOGGLE_COLUMN_WIDTH,
      // 'Dettaglio fatturazione' wraps between its words, never inside one ('Mutaform-a').
      onHeaderCell: () => ({ style: { overflowWrap: 'normal' as const } }),
      align: 'center' as const,
      render: permissionToggle(changes, granted, permission, title),
    })),
    {
      title: '',
      key: ACTION_COLUMN,
      width: SHAPESHIFT_COLUMN_WIDTH,
      align: 'right',
      render: (_, user) => <ShapeshiftButton user={user} />,
    },
  ];
}

/** `/permission-management`: users and their permissions, changed by toggles and saved together (spec 002 §2.16). */
export default function PermissionManagementPage() {
  const { message, modal } = App.useApp();
  const me = useAuth((state) => state.user);
  const list = useListState({
    defaultSize: PERMISSION_PAGE_SIZES[0],
    initialFilters: { client: null as ClientAccount | null },
  });
  const { client } = list.filters;
  const [auditOpen, setAuditOpen] = useState(false);
  const auditOpened = useOpenedOnce(auditOpen);
  const granted = useAuth((state) => state.permissions);
  const changes = usePermissionChanges();
  // Toggled permissions not saved yet: leaving asks first.
  useUnsavedChangesGuard(changes.count > 0);
  const save = useSavePermissions();

  function saveChanges() {
    // Taking one's own permission management away locks oneself out of this page: said first.
    if (me && changes.revokes(me.id, PERMISSIONS.permissionManagement)) {
      void modal.confirm({
        title: SELF_REVOKE.title,
        content: SELF_REVOKE.content,
        okText: SELF_REVOKE.ok,
        okButtonProps: { danger: true },
        cancelText: 'Annulla',
        onOk: send,
      });
      return;
    }
    send();
  }

  function send() {
    save.mutate(changes.input(), {
      onSuccess: () => {
        changes.reset();
        void message.success(PERMISSION_MESSAGES.saved);
      },
      // A refusal is shown by the HTTP client's toast; the changes stay for the user to fix.
    });
  }

  return (
    <Flex vertical gap={16}>
      <ListScreen
        title="Gestione permessi"
        list={list}
        query={({ client: chosen, ...params }) =>
          permissionUsersPage({ ...params, clientId: chosen?.clientId ?? null })
        }
        toolbar={
          <>
            <ClientSelect
              value={client}
              // One transition with the router's page reset, so the list loads once.
              onChange={(next) => startTransition(() => list.changeFilter('client', next))}
            />
            <DebouncedSearch
              placeholder="Cerca utente"
              value={list.search}
              delay={USER_SEARCH_DELAY_MS}
              onSearch={list.changeSearch}
              style={{ maxWidth: 320 }}
            />
          </>
        }
        actions={
          <>
            <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setAuditOpen(true)}>
              Attività
            </Button>
            <CountBadge count={changes.count} size="small">
              <Button
                type="primary"
                icon={<SaveOutlined />}
                disabled={changes.count === 0}
                loading={save.isPending}
                onClick={saveChanges}
              >
                Salva
              </Button>
            </CountBadge>
          </>
        }
        columns={permissionColumns(changes, granted)}
        rowKey="userId"
        sizeOptions={PERMISSION_PAGE_SIZES}
        aboveTable={
          client && (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
              <ClientAccountCard clientId={client.clientId} />
            </Suspense>
          )
        }
        minTableWidth={TABLE_MIN_WIDTH}
        emptyText="Nessun utente trovato"
      />
      <span id="permission-changed-note" hidden>
        Modificato, da salvare
      </span>
      {auditOpened && (
        <Suspense fallback={null}>
          <PermissionAuditDrawer open={auditOpen} onClose={() => setAuditOpen(false)} client={client} />
        </Suspense>
      )}
    </Flex>
  );
}
