import { useState } from 'react';
import { useSearchParams } from '@portal/shared-auth/router';
import type { RequestHistoryRow } from '@portal/contracts/api/requests';
import {
  Button,
  DownloadOutlined,
  Flex,
  ListPage,
  Select,
  Typography,
  formatDateTime,
  formatEuro,
  type TableColumnsType,
  pagedRows,
} from '@portal/shared-ui';
import { PeriodPicker, RequestStatusSelect, RequestStatusTag } from '../../../components/request-status';
import {
  downloadHistoryReport,
  exportHistory,
  useHistoryUsers,
  useRequestHistory,
  type HistoryFilters,
} from '../api/request-history';

export const HISTORY_PAGE_SIZES = [20, 50, 100] as const;
export const HISTORY_SEARCH_DELAY_MS = 700;
const ALL_USERS = 0;

type Query = HistoryFilters & { page: number; size: number };

/** The filters and the page, read from the address (`?status=COMPLETED&from=2026-11-01&page=2`). */
function readQuery(search: URLSearchParams): Query {
  const number = (name: string) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const day = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(search.get(name) ?? '') ? search.get(name) : null);
  const status = search.get('status');
  return {
    search: search.get('search') ?? '',
    status: status === 'PENDING' || status === 'COMPLETED' || status === 'ERROR' || status === 'WS' ? status : null,
    from: day('from'),
    to: day('to'),
    userId: number('userId'),
    page: number('page') ?? 0,
    size: HISTORY_PAGE_SIZES.find((size) => size === number('size')) ?? HISTORY_PAGE_SIZES[0],
  };
}

function writeQuery(query: Query): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === '' || (name === 'page' && value === 0) || (name === 'size' && value === 20))
      continue;
    next.set(name, String(value));
  }
  return next;
}

function ResultDownload({ row }: { row: RequestHistoryRow }) {
  const [busy, setBusy] = useState(false);
  if (row.status !== 'COMPLETED') return null;
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={`Scarica PDF della richiesta ${row.id}`}
      onClick={() => {
        setBusy(true);
        void downloadHistoryReport(row.id)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      PDF
    </Button>
  );
}

/**
 * `/request-history`: every request of the client for a manager of it, else the user's own;
 * the filters live in the address, the list is paged on the server, exports take the filters.
 */
export default function RequestHistoryPage() {
  const [address, setAddress] = useSearchParams();
  const query = readQuery(address);
  const history = useRequestHistory(query);
  const users = useHistoryUsers();
  const [exporting, setExporting] = useState<'xlsx' | 'csv' | null>(null);
  const manager = (users.data?.length ?? 0) > 0;
  // A filter that changes starts again from the first page.
  const change = (filters: Partial<Query>) =>
    setAddress(writeQuery({ ...query, page: 0, ...filters }), { replace: true });
  const { page: _page, size: _size, ...filters } = query;

  const download = async (format: 'xlsx' | 'csv') => {
    setExporting(format);
    try {
      await exportHistory(format, filters);
    } catch {
      // The client has said why.
    } finally {
      setExporting(null);
    }
  };

  const columns: TableColumnsType<RequestHistoryRow> = [
    { title: 'Data', dataIndex: 'createdAt', width: 150, render: (value: string) => formatDateTime(value) },
    { title: 'N.', dataIndex: 'id', width: 80 },
    ...(manager ? [{ title: 'Utente', dataIndex: 'userName', width: 170, ellipsis: true }] : []),
    {
      title: 'Prodotto',
      key: 'product',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.productDescription}</Typography.Text>
          <Typography.Text type="secondary">{row.serviceName ?? ''}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Soggetto',
      key: 'subject',
      width: 240,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.subjectName ?? '—'}</Typography.Text>
          <Typography.Text type="secondary">{row.subjectCode ?? ''}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Stato',
      dataIndex: 'status',
      width: 140,
      render: (status: RequestHistoryRow['status']) => <RequestStatusTag status={status} />,
    },
    { title: 'Importo', dataIndex: 'price', width: 110, align: 'right', render: (price: string) => formatEuro(price) },
    { title: '', key: 'download', width: 100, render: (_, row) => <ResultDownload row={row} /> },
  ];

  return (
    <ListPage<RequestHistoryRow>
      title="Storico richieste"
      search={{
        placeholder: 'Cerca soggetto, codice fiscale, prodotto o riferimento',
        value: query.search,
        delay: HISTORY_SEARCH_DELAY_MS,
        onSearch: (text) => change({ search: text }),
      }}
      filters={
        <>
          <RequestStatusSelect value={query.status} onChange={(status) => change({ status })} />
          <PeriodPicker from={query.from} to={query.to} onChange={(from, to) => change({ from, to })} />
          {manager && (
            <Select<number>
              aria-label="Utente"
              style={{ minWidth: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              value={query.userId ?? ALL_USERS}
              options={[
                { value: ALL_USERS, label: 'Tutti gli utenti' },
                ...(users.data ?? []).map((user) => ({ value: user.userId, label: user.name })),
              ]}
              onChange={(userId) => change({ userId: userId === ALL_USERS ? null : userId })}
            />
          )}
        </>
      }
      actions={
        <>
          <Button icon={<DownloadOutlined />} loading={exporting === 'xlsx'} onClick={() => void download('xlsx')}>
            Excel
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting === 'csv'} onClick={() => void download('csv')}>
            CSV
          </Button>
        </>
      }
      columns={columns}
      {...pagedRows(history)}
      rowKey="id"
      page={query.page}
      size={query.size}
      sizeOptions={HISTORY_PAGE_SIZES}
      onPageChange={(page, size) => setAddress(writeQuery({ ...query, page, size }))}
      emptyText="Nessuna richiesta"
      minTableWidth={1100}
    />
  );
}
