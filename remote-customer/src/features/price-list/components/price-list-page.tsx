import { useState } from 'react';
import type { PriceListRow } from '@portal/contracts/api/ordering';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import {
  Button,
  DownloadOutlined,
  Flex,
  ListPage,
  Typography,
  formatEuro,
  usePageParam,
  type TableColumnsType,
  pagedRows,
} from '@portal/shared-ui';
import { exportPriceList, usePriceList } from '../api/price-list';

export const PRICE_LIST_PAGE_SIZES = [20, 50, 100] as const;
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
  const [page, setPage] = usePageParam();
  const [size, setSize] = useState<number>(PRICE_LIST_PAGE_SIZES[0]);
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const list = usePriceList({ page, size, search });

  const download = async () => {
    setExporting(true);
    try {
      await exportPriceList(search);
    } catch {
      // The client has said why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <ListPage<PriceListRow>
      title="Listino prezzi"
      search={{
        placeholder: 'Cerca prodotto, linea o servizio',
        value: search,
        delay: PRICE_LIST_SEARCH_DELAY_MS,
        onSearch: (text) => {
          setSearch(text);
          setPage(0);
        },
      }}
      actions={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
          Esporta in Excel
        </Button>
      }
      columns={columns}
      {...pagedRows(list)}
      rowKey="productId"
      page={page}
      size={size}
      sizeOptions={PRICE_LIST_PAGE_SIZES}
      onPageChange={(nextPage, nextSize) => {
        setSize(nextSize);
        setPage(nextPage);
      }}
      emptyText="Nessun prodotto trovato"
      minTableWidth={1000}
    />
  );
}
