import { useState } from 'react';
import { Flex, ListPage, Tag, Typography, formatDateTime, type TableColumnsType } from '@portal/shared-ui';
import { Drawer } from '@portal/shared-ui/drawer';
import { PERMISSION_LABELS, type Permission } from '@portal/shared-auth';
import { usePermissionAudit } from '../api/get-permission-audit';
import type { ClientAccount, PermissionAuditEntry } from '../types/permission-user';

const AUDIT_PAGE_SIZES = [20, 50, 100] as const;
const AUDIT_SEARCH_DELAY_MS = 700;

const columns: TableColumnsType<PermissionAuditEntry> = [
  { title: 'Data', dataIndex: 'at', key: 'at', render: (at: string) => formatDateTime(at) },
  {
    title: 'Modifica',
    key: 'action',
    render: (_, entry) =>
      entry.action === 'granted' ? <Tag color="green">Assegnato</Tag> : <Tag color="red">Revocato</Tag>,
  },
  {
    title: 'Permesso',
    dataIndex: 'permission',
    key: 'permission',
    render: (permission: string) => PERMISSION_LABELS[permission as Permission] ?? permission,
  },
  {
    title: 'Utente',
    key: 'user',
    render: (_, entry) => (
      <Flex vertical>
        <Typography.Text>{entry.userName}</Typography.Text>
        <Typography.Text type="secondary">{entry.clientName}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Modificato da', dataIndex: 'actorName', key: 'actorName' },
];

/** 'Attività' of the permissions: who granted or revoked what, to whom and when; the chosen client filters it. */
export function PermissionAuditDrawer({
  open,
  onClose,
  client,
}: {
  open: boolean;
  onClose: () => void;
  client: ClientAccount | null;
}) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(AUDIT_PAGE_SIZES[0]);
  const [search, setSearch] = useState('');
  const audit = usePermissionAudit({ page, size, search, clientId: client?.clientId ?? null }, open);

  return (
    <Drawer title="Attività sui permessi" open={open} onClose={onClose} size="large" destroyOnHidden>
      <Flex vertical gap={16}>
        {client && <Typography.Text type="secondary">Cliente: {client.clientName}</Typography.Text>}
        <ListPage<PermissionAuditEntry>
          embedded
          search={{
            placeholder: 'Cerca utente o permesso',
            value: search,
            delay: AUDIT_SEARCH_DELAY_MS,
            onSearch: (text) => {
              setSearch(text);
              setPage(0);
            },
          }}
          columns={columns}
          rows={audit.data?.content}
          rowKey="id"
          loading={audit.isFetching}
          error={audit.error}
          onRetry={() => void audit.refetch()}
          emptyText="Nessuna modifica registrata"
          paging={{
            page,
            size,
            total: audit.data?.totalElements ?? 0,
            sizeOptions: AUDIT_PAGE_SIZES,
            onPageChange: (nextPage, nextSize) => {
              setSize(nextSize);
              setPage(nextPage);
            },
          }}
        />
      </Flex>
    </Drawer>
  );
}
