import type { PriceListRow } from '@portal/contracts/api/ordering';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { Flex, ListScreen, Typography, formatEuro, useListState, type TableColumnsType } from '@portal/shared-ui';
import { exportPriceList, priceListPage } from '../api/price-list';
import { DownloadButton } from '../../../components/download-button';
import { ACCOUNT_PAGE_SIZES } from '../../../config/lists';

export const PRICE_LIST_SEARCH_DELAY_MS = 500;

const subjects = (row: PriceListRow) =>
  [row.personaGiuridica && 'Imprese', row.personaFisica && 'Persone'].filter(Boolean).join(', ');

const columns: TableColumnsType<PriceListRow> = [
  {
    title: 'Servizio',
    dataIndex: 'serviceName',
    width: 200,
    ellipsis: true,
    render: (name: string | null) => name ?? '—',
  },
  { title: 'Linea', dataIndex: 'lineName', width: 200, ellipsis: true },
  { title: 'Codice', dataIndex: 'fullProductCode', width: 140 },
  {
    title: 'Prodotto',
    key: 'product',
    render: (_, row) => (
      <Flex vertical>
        <Typography.Text>{row.description}</Typography.Text>
        <Typography.Text type="secondary">{subjects(row)}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Tipo',
    dataIndex: 'productType',
    width: 110,
    render: (type: PriceListRow['productType']) => (type ? PRODUCT_TYPE_LABELS[type] : '—'),
  },
  {
    title: 'Giorni di evasione',
    dataIndex: 'evasDays',
    width: 150,
    align: 'right',
    render: (days: number) => (days === 0 ? 'Immediata' : days),
  },
  {
    title: 'Prezzo',
    dataIndex: 'price',
    width: 120,
    align: 'right',
    render: (price: string) => <Typography.Text strong>{formatEuro(price)}</Typography.Text>,
  },
];

/**
 * `/price-list`: what the user's client may order and what each request costs them (their
 * price-list profile, else the client's, else the list price), as the request charges it.
 */
export default function PriceListPage() {
  const list = useListState({ defaultSize: ACCOUNT_PAGE_SIZES[0] });
  return (
    <ListScreen
      title="Listino prezzi"
      list={list}
      query={priceListPage}
      search={{ placeholder: 'Cerca prodotto, linea o servizio', delay: PRICE_LIST_SEARCH_DELAY_MS }}
      actions={<DownloadButton download={() => exportPriceList(list.search)}>Esporta in Excel</DownloadButton>}
      columns={columns}
      rowKey="productId"
      sizeOptions={ACCOUNT_PAGE_SIZES}
      emptyText="Nessun prodotto trovato"
      minTableWidth={1000}
    />
  );
}
