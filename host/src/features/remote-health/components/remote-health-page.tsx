import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import type { RemoteVersionHealth } from '@portal/contracts/api/platform';
import { Flex, QueryTable, Select, Tag, Typography, formatDateTime, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../paths';
import { remoteHealthQuery } from '../api/remote-health';
import { CanaryWatchCard } from './canary-watch-card';
import { RegisteredRemotesCard } from './registered-remotes-card';
import { LocalOverrideCard } from './local-override-card';

const WINDOWS = [
  { value: 24, label: 'Ultime 24 ore' },
  { value: 24 * 7, label: 'Ultimi 7 giorni' },
  { value: 24 * 30, label: 'Ultimi 30 giorni' },
];

const ROLES: Record<RemoteVersionHealth['role'], { label: string; color?: string }> = {
  stable: { label: 'Stabile', color: 'green' },
  canary: { label: 'Canary', color: 'orange' },
  past: { label: 'Non più servita' },
};

const rate = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });

const COLUMNS: TableColumnsType<RemoteVersionHealth> = [
  { title: 'Remote', dataIndex: 'app', key: 'app' },
  { title: 'Versione', dataIndex: 'version', key: 'version' },
  {
    title: 'Stato',
    key: 'role',
    render: (_, row) => <Tag color={ROLES[row.role].color}>{ROLES[row.role].label}</Tag>,
  },
  { title: 'Sessioni', dataIndex: 'sessions', key: 'sessions', align: 'right' },
  { title: 'Errori', dataIndex: 'errors', key: 'errors', align: 'right' },
  { title: 'Utenti con errori', dataIndex: 'users', key: 'users', align: 'right' },
  {
    title: 'Errori per sessione',
    key: 'errorRate',
    align: 'right',
    render: (_, row) => rate.format(row.errorRate),
  },
  {
    title: 'Ultimo errore',
    key: 'lastError',
    ellipsis: true,
    render: (_, row) =>
      row.lastError === null ? (
        '—'
      ) : (
        <span title={row.lastError}>
          {row.lastErrorAt ? `${formatDateTime(row.lastErrorAt)} · ` : ''}
          {row.lastError}
        </span>
      ),
  },
];

/**
 * `/remote-health` (issue 48), for the platform's administrators: how each remote version does
 * for its users — sessions, errors, error rate, the last error — and the watch that ends a
 * failing canary by itself.
 */
export function RemoteHealthPage() {
  const platformAdmin = useAuth((state) => Boolean(state.user?.platformAdmin));
  const [hours, setHours] = useState(24);
  const health = useQuery({ ...remoteHealthQuery(hours), enabled: platformAdmin, placeholderData: keepPreviousData });
  if (!platformAdmin) return <Navigate to={paths.forbidden} replace />;
  return (
    <Flex vertical gap={24} style={{ width: '100%' }}>
      <Flex justify="space-between" align="end" wrap gap={16}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Salute dei remote
          </Typography.Title>
          <Typography.Text type="secondary">
            Quello che l&apos;host segnala di ogni versione: sessioni, caricamenti falliti ed errori delle pagine.
          </Typography.Text>
        </div>
        <Select aria-label="Periodo" value={hours} options={WINDOWS} onChange={setHours} style={{ width: 200 }} />
      </Flex>
      <QueryTable<RemoteVersionHealth>
        query={health}
        rows={health.data?.versions}
        rowKey={(row) => `${row.app}/${row.version}`}
        columns={COLUMNS}
        size="middle"
        scroll={{ x: 960 }}
        emptyText="Nessuna segnalazione nel periodo"
        errorText="Non è stato possibile leggere la salute dei remote."
      />
      {health.data && <CanaryWatchCard watches={health.data.watches} />}
      <RegisteredRemotesCard />
      <LocalOverrideCard />
    </Flex>
  );
}
