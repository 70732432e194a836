import { useSearchParams } from '@portal/shared-auth/router';
import type { Monitoring, MonitoringAlert, PortfolioSubject } from '@portal/contracts/api/portfolio';
import { SUBJECT_CHANGE_LABELS } from '@portal/contracts/portfolio';
import {
  Flex,
  ListScreen,
  Switch,
  Tag,
  Typography,
  formatDate,
  formatDateTime,
  type TableColumnsType,
  useListState,
} from '@portal/shared-ui';
import { Tabs } from '@portal/shared-ui/tabs';
import { alertsPage, monitoringsPage, portfolioSubjectsPage } from '../api/portfolio';
import { ACCOUNT_PAGE_SIZES } from '../../../config/lists';

const DAY = 24 * 3600 * 1000;
const daysLeft = (iso: string) => Math.ceil((new Date(iso).getTime() - Date.now()) / DAY);

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

/** The state of one tab's list: its page stays with the tab, not in the address the tabs share. */
const useTabList = <F extends object>(initialFilters?: F) =>
  useListState<F>({ defaultSize: ACCOUNT_PAGE_SIZES[0], initialFilters, pageInAddress: false });

function SubjectsTab() {
  const list = useTabList();
  return (
    <ListScreen
      embedded
      list={list}
      query={portfolioSubjectsPage}
      search={{ placeholder: 'Cerca soggetto o codice fiscale', delay: 700 }}
      columns={subjectColumns}
      rowKey="subjectCode"
      sizeOptions={ACCOUNT_PAGE_SIZES}
      emptyText="Nessun soggetto indagato"
      minTableWidth={800}
    />
  );
}

function MonitoringsTab() {
  const list = useTabList({ expiring: false });
  return (
    <ListScreen
      embedded
      list={list}
      query={monitoringsPage}
      search={{ placeholder: 'Cerca soggetto o codice fiscale', delay: 700 }}
      filters={
        <Flex gap={8} align="center">
          <Switch
            checked={list.filters.expiring}
            aria-label="Solo da rinnovare"
            onChange={(checked) => list.changeFilter('expiring', checked)}
          />
          <Typography.Text>Solo da rinnovare (scadenza entro 30 giorni)</Typography.Text>
        </Flex>
      }
      aboveTable={
        <Typography.Text type="secondary">
          Per rinnovare un monitoraggio richiedi di nuovo il prodotto di monitoraggio per il soggetto: i 12 mesi si
          aggiungono alla scadenza.
        </Typography.Text>
      }
      columns={monitoringColumns}
      rowKey="id"
      sizeOptions={ACCOUNT_PAGE_SIZES}
      emptyText={list.filters.expiring ? 'Nessun monitoraggio da rinnovare' : 'Nessun monitoraggio'}
      minTableWidth={800}
    />
  );
}

function AlertsTab() {
  const list = useTabList();
  return (
    <ListScreen
      embedded
      list={list}
      query={alertsPage}
      columns={alertColumns}
      rowKey="id"
      sizeOptions={ACCOUNT_PAGE_SIZES}
      emptyText="Nessun avviso"
      minTableWidth={800}
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
