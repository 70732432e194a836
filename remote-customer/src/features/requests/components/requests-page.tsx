import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@portal/shared-auth/router';
import {
  ACTION_COLUMN,
  Button,
  ListScreen,
  Typography,
  formatDateTime,
  formatEuro,
  requestRightDrawer,
  useListState,
  type TableColumnsType,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { useRequestDetail, requestsPage, type RequestFilters } from '../api/requests';
import type { RequestSummary } from '../types/request';
import { PeriodPicker, RequestStatusSelect, RequestStatusTag } from '../../../components/request-status';

export const REQUEST_FILTER = 'REQUEST_FILTER';

/** `/requests`: the user's requests, newest first; `?requestId=` opens one in the drawer. */
export default function RequestsPage() {
  const list = useListState<RequestFilters>({
    storageKey: REQUEST_FILTER,
    defaultSize: 20,
    initialFilters: { status: null, from: null, to: null },
  });
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const requestId = Number(search.get('requestId')) || null;
  const target = useRequestDetail(requestId === null ? null : { requestId });
  const movementId = target.data?.movementId ?? null;
  // `?requestId=` opens the host's REQUEST_DETAIL view, by the request's accounting movement
  // (spec 000 §2.2). Again after every navigation: the host closes its drawer on each one.
  useEffect(() => {
    if (movementId !== null) requestRightDrawer({ view: 'REQUEST_DETAIL', movementId });
  }, [movementId, location.key]);
  const open = (id: number) => {
    const next = new URLSearchParams(search);
    next.set('requestId', String(id));
    setSearch(next);
  };

  const columns: TableColumnsType<RequestSummary> = [
    { title: 'Data', dataIndex: 'createdAt', width: 160, render: (value: string) => formatDateTime(value) },
    { title: 'N.', dataIndex: 'id', width: 90 },
    { title: 'Prodotto', dataIndex: 'productDescription', ellipsis: { showTitle: true } },
    {
      title: 'Soggetto',
      dataIndex: 'subjectName',
      width: 240,
      ellipsis: true,
      render: (name: string | null) => name ?? '—',
    },
    {
      title: 'Stato',
      dataIndex: 'status',
      width: 140,
      render: (status: RequestSummary['status']) => <RequestStatusTag status={status} />,
    },
    { title: 'Importo', dataIndex: 'price', width: 110, align: 'right', render: (price: string) => formatEuro(price) },
    { title: 'Riferimento', dataIndex: 'internalReference', width: 140, ellipsis: true },
    {
      title: '',
      key: ACTION_COLUMN,
      width: 120,
      render: (_, request) => (
        <Button onClick={() => open(request.id)} aria-label={`Dettaglio richiesta ${request.id}`}>
          Dettaglio
        </Button>
      ),
    },
  ];

  return (
    <>
      <ListScreen
        title="Le mie richieste"
        list={list}
        query={requestsPage}
        search={{ placeholder: 'Cerca soggetto, prodotto o riferimento', delay: 700 }}
        filters={
          <>
            <RequestStatusSelect
              value={list.filters.status}
              onChange={(status) => list.changeFilter('status', status)}
            />
            <PeriodPicker
              from={list.filters.from}
              to={list.filters.to}
              onChange={(from, to) => {
                list.changeFilter('from', from);
                list.changeFilter('to', to);
              }}
            />
          </>
        }
        columns={columns}
        rowKey="id"
        sizeOptions={PAGE_SIZES}
        emptyText="Nessuna richiesta"
        minTableWidth={1100}
        onRow={(request) => (request.read ? {} : { style: { fontWeight: 600 }, 'aria-label': 'Non letta' })}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Le richieste non lette sono in grassetto; aprirne il dettaglio le segna come lette.
      </Typography.Text>
    </>
  );
}
