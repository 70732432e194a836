import type { RequestHistoryRow } from '@portal/contracts/api/requests';
import {
  ACTION_COLUMN,
  Flex,
  ListScreen,
  useAddressListState,
  Select,
  Typography,
  formatDateTime,
  formatEuro,
  type TableColumnsType,
} from '@portal/shared-ui';
import { PeriodPicker, RequestStatusSelect, RequestStatusTag } from '../../../components/request-status';
import {
  downloadHistoryReport,
  exportHistory,
  useHistoryUsers,
  requestHistoryPage,
  type HistoryFilters,
} from '../api/request-history';
import { DownloadButton } from '../../../components/download-button';
import { ACCOUNT_PAGE_SIZES } from '../../../config/lists';

export const HISTORY_SEARCH_DELAY_MS = 700;
const ALL_USERS = 0;

type ListedStatus = Extract<HistoryFilters['status'], 'PENDING' | 'COMPLETED' | 'ERROR' | 'WS'>;
const LISTED_STATUSES: readonly string[] = ['PENDING', 'COMPLETED', 'ERROR', 'WS'] satisfies ListedStatus[];
const day = (raw: string) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null);

/** The filters, read back from the address (`?status=COMPLETED&from=2026-11-01&page=2`). */
const ADDRESS_FILTERS = {
  status: (raw: string) => (LISTED_STATUSES.includes(raw) ? (raw as ListedStatus) : null),
  from: day,
  to: day,
  userId: (raw: string) => (Number.isInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : null),
};

function ResultDownload({ row }: { row: RequestHistoryRow }) {
  if (row.status !== 'COMPLETED') return null;
  return (
    <DownloadButton aria-label={`Scarica PDF della richiesta ${row.id}`} download={() => downloadHistoryReport(row.id)}>
      PDF
    </DownloadButton>
  );
}

/**
 * `/request-history`: every request of the client for a manager of it, else the user's own;
 * the filters live in the address, the list is paged on the server, exports take the filters.
 */
export default function RequestHistoryPage() {
  const list = useAddressListState({
    sizeOptions: ACCOUNT_PAGE_SIZES,
    defaultSize: ACCOUNT_PAGE_SIZES[0],
    filters: ADDRESS_FILTERS,
  });
  const users = useHistoryUsers();
  const manager = (users.data?.length ?? 0) > 0;
  const { status, from, to, userId } = list.filters;
  const filters: HistoryFilters = { search: list.search, status, from, to, userId };

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
    { title: '', key: ACTION_COLUMN, width: 100, render: (_, row) => <ResultDownload row={row} /> },
  ];

  return (
    <ListScreen
      title="Storico richieste"
      list={list}
      query={requestHistoryPage}
      search={{ placeholder: 'Cerca soggetto, codice fiscale, prodotto o riferimento', delay: HISTORY_SEARCH_DELAY_MS }}
      filters={
        <>
          <RequestStatusSelect
            value={status}
            onChange={(next) => list.changeFilter('status', next as ListedStatus | null)}
          />
          <PeriodPicker
            from={from}
            to={to}
            onChange={(nextFrom, nextTo) => {
              list.changeFilter('from', nextFrom);
              list.changeFilter('to', nextTo);
            }}
          />
          {manager && (
            <Select<number>
              aria-label="Utente"
              style={{ minWidth: 200 }}
              showSearch={{ optionFilterProp: 'label' }}
              value={userId ?? ALL_USERS}
              options={[
                { value: ALL_USERS, label: 'Tutti gli utenti' },
                ...(users.data ?? []).map((user) => ({ value: user.userId, label: user.name })),
              ]}
              onChange={(chosen) => list.changeFilter('userId', chosen === ALL_USERS ? null : chosen)}
            />
          )}
        </>
      }
      actions={
        <>
          <DownloadButton download={() => exportHistory('xlsx', filters)}>Excel</DownloadButton>
          <DownloadButton download={() => exportHistory('csv', filters)}>CSV</DownloadButton>
        </>
      }
      columns={columns}
      rowKey="id"
      sizeOptions={ACCOUNT_PAGE_SIZES}
      emptyText="Nessuna richiesta"
      minTableWidth={1100}
    />
  );
}
