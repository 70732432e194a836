import { Link } from '@portal/shared-auth/router';
import {
  AppstoreOutlined,
  Button,
  editColumn,
  ListScreen,
  Select,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { useLineOptions, useServiceOptions } from '../../../api/catalogue-options';
import { suspendedRow } from '../../../components/suspended-row';
import { productsPage, type ProductFilters } from '../api/get-products';
import {
  CONFIGURATION_STATUSES,
  CONFIGURATION_STATUS_LABELS,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  type ProductListItem,
} from '../types/product';
import { ProductStatusFlag } from './product-status-flag';

export const PRODUCT_FILTER = 'PRODUCT_FILTER';

/** The "all" choice of each filter (a select cannot hold null). */
const ALL = 'ALL';

const NO_FILTERS: ProductFilters = { serviceId: null, lineId: null, productType: null, configurationStatus: null };

/** `/products` (spec 002 §2.11): five filters, kept across the trip to an edit screen and restored once. */
export default function ProductListPage() {
  const list = useListState<ProductFilters>({
    storageKey: PRODUCT_FILTER,
    defaultSize: 20,
    initialFilters: NO_FILTERS,
  });
  const { filters } = list;
  const services = useServiceOptions();
  const lines = useLineOptions();

  const columns: TableColumnsType<ProductListItem> = [
    {
      title: 'Stato',
      dataIndex: 'configurationStatus',
      width: 70,
      render: (status: ProductListItem['configurationStatus']) => <ProductStatusFlag status={status} />,
    },
    { title: 'Codice', dataIndex: 'fullProductCode', width: 170, ellipsis: true },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      title: 'Tipo',
      dataIndex: 'productType',
      width: 120,
      render: (type: ProductListItem['productType']) => (type ? PRODUCT_TYPE_LABELS[type] : ''),
    },
    { title: 'Giorni evasione', dataIndex: 'evasDays', width: 130 },
    {
      title: 'Servizio',
      dataIndex: 'serviceName',
      width: 180,
      ellipsis: true,
      render: (name: string | null) => name ?? '—',
    },
    { title: 'Linea', dataIndex: 'lineName', width: 180, ellipsis: true, render: (name: string | null) => name ?? '—' },
    editColumn<ProductListItem>(list, (product) => paths.products.edit(product.id, list.page)),
  ];

  const filterSelect = <K extends keyof ProductFilters>(
    name: K,
    label: string,
    allLabel: string,
    options: { value: NonNullable<ProductFilters[K]>; label: string }[],
    width = 190,
  ) => (
    <Select<NonNullable<ProductFilters[K]> | typeof ALL>
      aria-label={label}
      style={{ minWidth: width }}
      value={filters[name] ?? ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      popupMatchSelectWidth={false}
      onChange={(value) => list.changeFilter(name, (value === ALL ? null : value) as ProductFilters[K])}
    />
  );

  return (
    <ListScreen
      title="Prodotti"
      list={list}
      query={() => productsPage({ page: list.page, size: list.size, search: list.search, ...filters })}
      search={{ placeholder: 'Cerca prodotto', delay: LIST_SEARCH_DELAY_MS }}
      filters={
        <>
          {filterSelect('serviceId', 'Servizio', 'Tutti i servizi', services.data ?? [])}
          <Select<number>
            aria-label="Linea"
            style={{ minWidth: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="Tutte le linee"
            value={filters.lineId ?? undefined}
            options={lines.data ?? []}
            popupMatchSelectWidth={false}
            onChange={(value) => list.changeFilter('lineId', value ?? null)}
          />
          {filterSelect(
            'productType',
            'Tipo',
            'Tutti i tipi',
            PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] })),
            150,
          )}
          {filterSelect(
            'configurationStatus',
            'Stato configurazione',
            'Tutti',
            CONFIGURATION_STATUSES.map((status) => ({ value: status, label: CONFIGURATION_STATUS_LABELS[status] })),
            160,
          )}
        </>
      }
      actions={
        <Link to={paths.productCategories.list()} onClick={list.remember}>
          <Button icon={<AppstoreOutlined />}>Categorie</Button>
        </Link>
      }
      create={{ label: 'Nuovo prodotto', to: paths.products.create(list.page) }}
      columns={columns}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessun prodotto trovato"
      minTableWidth={1200}
      onRow={suspendedRow}
    />
  );
}
