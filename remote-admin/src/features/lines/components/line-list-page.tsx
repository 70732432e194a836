import { editColumn, ListScreen, Select, useListState, type TableColumnsType } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { useServiceOptions } from '../../../api/catalogue-options';
import { linesPage } from '../api/get-lines';
import type { Line } from '../types/line';

export const LINE_FILTER = 'LINE_FILTER';

/** 'Tutti i servizi' in the filter. */
const ALL_SERVICES = -1;

/** `/lines` (spec 002 §2.7): search and service are kept across the trip to an edit screen. */
export default function LineListPage() {
  const list = useListState<{ serviceId: number | null }>({
    storageKey: LINE_FILTER,
    defaultSize: 20,
    initialFilters: { serviceId: null },
  });
  const services = useServiceOptions();
  const columns: TableColumnsType<Line> = [
    { title: 'Codice', dataIndex: 'code', width: 170, ellipsis: true },
    { title: 'Nome', dataIndex: 'name', width: 220, ellipsis: true },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: true },
    {
      title: 'Servizio',
      dataIndex: 'serviceName',
      width: 200,
      ellipsis: true,
      render: (name: string | null) => name ?? '—',
    },
    editColumn<Line>(list, (line) => paths.lines.edit(line.id, { page: list.page })),
  ];
  return (
    <ListScreen
      title="Linee"
      list={list}
      query={linesPage}
      search={{ placeholder: 'Cerca linea', delay: LIST_SEARCH_DELAY_MS }}
      filters={
        <Select<number>
          aria-label="Servizio"
          style={{ minWidth: 220 }}
          value={list.filters.serviceId ?? ALL_SERVICES}
          loading={services.isFetching}
          options={[{ value: ALL_SERVICES, label: 'Tutti i servizi' }, ...(services.data ?? [])]}
          onChange={(value) => list.changeFilter('serviceId', value === ALL_SERVICES ? null : value)}
        />
      }
      create={{ label: 'Nuova linea', to: paths.lines.create({ page: list.page }) }}
      columns={columns}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessuna linea trovata"
      minTableWidth={900}
    />
  );
}
