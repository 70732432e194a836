import { useState } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';
import type { Monitoring, MonitoringAlert, PortfolioSubject } from '@portal/contracts/api/portfolio';
import { SUBJECT_CHANGE_LABELS } from '@portal/contracts/portfolio';
import {
  DebouncedSearch,
  Flex,
  Paginator,
  Switch,
  Table,
  Tag,
  Typography,
  formatDate,
  formatDateTime,
  type TableColumnsType,
} from '@portal/shared-ui';
import { Tabs } from '@portal/shared-ui/tabs';
import { useAlerts, useMonitorings, usePortfolioSubjects } from '../api/portfolio';

const SIZES = [20, 50, 100] as const;
const DAY = 24 * 3600 * 1000;
const daysLeft = (iso: string) => Math.ceil((new Date(iso).getTime() - Date.now()) / DAY);

/** A paged table with its search: the three tabs are the same shape. */
function PagedTable<T extends object>({
  rows,
  total,
  loading,
  columns,
  rowKey,
  empty,
  page,
  size,
  onPage,
}: {
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  empty: string;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
}) {
  return (
    <Flex vertical gap={12}>
      <Table<T>
        columns={columns}
        dataSource={rows}
        rowKey={rowKey}
        loading={loading}
        pagination={false}
        size="small"
        scroll={{ x: 800 }}
        locale={{ emptyText: empty }}
      />
      <Paginator page={page} size={size} total={total} sizeOptions={SIZES} onChange={onPage} disabled={loading} />
    </Flex>
  );
}

const subjectColumns: TableColumnsType<PortfolioSubject> = [
  { title: 'Soggetto', dataIndex: 'subjectName', render: (name: string | null) => name ?? '—' },
  { title: 'Codice fiscale', dataIndex: 'subjectCode', width: 170 },
  { title: 'Richieste', dataIndex: 'requests', width: 100, align: 'right' },
  { title: 'Ultima richiesta', dataIndex: 'lastRequestAt', width: 150, render: (at: string) => formatDate(at) },
  {
    title: 'Monitoraggio',
    dataIndex: 'monitoredUntil',
    width: 190,
    render: (until: string | null) =>
      until ? (
        <Tag color="green">Fino al {formatDate(until)}</Tag>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
];

const monitoringColumns: TableColumnsType<Monitoring> = [
  { title: 'Soggetto', dataIndex: 'subjectName', render: (name: string | null) => name ?? '—' },
  { title: 'Codice fiscale', dataIndex: 'subjectCode', width: 170 },
  { title: 'Dal', dataIndex: 'startedAt', width: 120, render: (at: string) => formatDate(at) },
  {
    title: 'Scadenza',
    dataIndex: 'expiresAt',
    width: 200,
    render: (at: string, row) =>
      !row.active ? (
        <Tag>Scaduto il {formatDate(at)}</Tag>
      ) : daysLeft(at) <= 30 ? (
        <Tag color="orange">
          {formatDate(at)}: da rinnovare ({daysLeft(at)} giorni)
        </Tag>
      ) : (
        formatDate(at)
      ),
  },
  { title: 'Avvisi', dataIndex: 'alerts', width: 90, align: 'right' },
];

const alertColumns: TableColumnsType<MonitoringAlert> = [
  { title: 'Data', dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at) },
  {
    title: 'Soggetto',
    key: 'subject',
    render: (_, alert) => (
      <Flex vertical>
        <Typography.Text>{alert.subjectName ?? alert.subjectCode}</Typography.Text>
        <Typography.Text type="secondary">{alert.subjectCode}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Variazione',
    dataIndex: 'kind',
    width: 170,
    render: (kind: MonitoringAlert['kind']) => SUBJECT_CHANGE_LABELS[kind],
  },
  { title: 'Dettaglio', dataIndex: 'description' },
];

function usePaging() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(SIZES[0]);
  const [search, setSearch] = useState('');
  return {
    page,
    size,
    search,
    onPage: (nextPage: number, nextSize: number) => {
      setSize(nextSize);
      setPage(nextPage);
    },
    onSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
  };
}

function SubjectsTab() {
  const paging = usePaging();
  const subjects = usePortfolioSubjects({ page: paging.page, size: paging.size, search: paging.search });
  return (
    <Flex vertical gap={12}>
      <DebouncedSearch
        placeholder="Cerca soggetto o codice fiscale"
        value={paging.search}
        delay={700}
        onSearch={paging.onSearch}
        style={{ maxWidth: 360 }}
      />
      <PagedTable<PortfolioSubject>
        rows={subjects.data?.content}
        total={subjects.data?.totalElements ?? 0}
        loading={subjects.isFetching}
        columns={subjectColumns}
        rowKey="subjectCode"
        empty="Nessun soggetto indagato"
        {...paging}
      />
    </Flex>
  );
}

function MonitoringsTab() {
  const paging = usePaging();
  const [expiring, setExpiring] = useState(false);
  const monitorings = useMonitorings({ page: paging.page, size: paging.size, search: paging.search, expiring });
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center">
        <DebouncedSearch
          placeholder="Cerca soggetto o codice fiscale"
          value={paging.search}
          delay={700}
          onSearch={paging.onSearch}
          style={{ maxWidth: 360 }}
        />
        <Flex gap={8} align="center">
          <Switch
            checked={expiring}
            aria-label="Solo da rinnovare"
            onChange={(checked) => {
              setExpiring(checked);
              paging.onPage(0, paging.size);
            }}
          />
          <Typography.Text>Solo da rinnovare (scadenza entro 30 giorni)</Typography.Text>
        </Flex>
      </Flex>
      <Typography.Text type="secondary">
        Per rinnovare un monitoraggio richiedi di nuovo il prodotto di monitoraggio per il soggetto: i 12 mesi si
        aggiungono alla scadenza.
      </Typography.Text>
      <PagedTable<Monitoring>
        rows={monitorings.data?.content}
        total={monitorings.data?.totalElements ?? 0}
        loading={monitorings.isFetching}
        columns={monitoringColumns}
        rowKey="id"
        empty={expiring ? 'Nessun monitoraggio da rinnovare' : 'Nessun monitoraggio'}
        {...paging}
      />
    </Flex>
  );
}

function AlertsTab() {
  const paging = usePaging();
  const alerts = useAlerts({ page: paging.page, size: paging.size });
  return (
    <PagedTable<MonitoringAlert>
      rows={alerts.data?.content}
      total={alerts.data?.totalElements ?? 0}
      loading={alerts.isFetching}
      columns={alertColumns}
      rowKey="id"
      empty="Nessun avviso"
      {...paging}
    />
  );
}

const TABS = ['subjects', 'monitorings', 'alerts'] as const;

/**
 * `/portafoglio-indagini` (investigations-portfolio permission): the subjects the client
 * investigated, its monitorings with the renewal list, and the alerts on monitored subjects.
 */
export default function PortfolioPage() {
  const [address, setAddress] = useSearchParams();
  const tab = TABS.find((name) => name === address.get('tab')) ?? 'subjects';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Portafoglio indagini
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setAddress({ tab: key }, { replace: true })}
        items={[
          { key: 'subjects', label: 'Soggetti indagati', children: <SubjectsTab /> },
          { key: 'monitorings', label: 'Monitoraggi', children: <MonitoringsTab /> },
          { key: 'alerts', label: 'Avvisi', children: <AlertsTab /> },
        ]}
      />
    </Flex>
  );
}
