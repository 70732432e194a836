import { useNavigate } from '@portal/shared-auth/router';
import {
  ACTION_COLUMN,
  Button,
  EyeOutlined,
  ListScreen,
  Select,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';
import { processingsPage } from '../api/get-processings';
import { REQUEST_TYPES, REQUEST_TYPE_LABELS, type Processing, type RequestType } from '../types/processing';

export const PROCESSING_FILTER = 'PROCESSING_FILTER';
/** Spec 002 §2.13: a short pause before leaving for the edit screen. */
export const PROCESSING_OPEN_DELAY_MS = 200;

/** 'Tutti' in the request-type filter. */
const ALL = 'ALL';

/** 'hh:mm - hh:mm' only when a time exists (a start alone runs to midnight). */
export function timeRange({ fromTime, toTime }: Pick<Processing, 'fromTime' | 'toTime'>): string {
  if (!fromTime && !toTime) return '';
  return `${(fromTime ?? '00:00').slice(0, 5)} - ${(toTime ?? '24:00').slice(0, 5)}`;
}

/** `/processings` (spec 002 §2.13): keyword, request type and page kept across the trip to an edit screen. */
export default function ProcessingListPage() {
  const navigate = useNavigate();
  const list = useListState<{ requestType: RequestType | null }>({
    storageKey: PROCESSING_FILTER,
    defaultSize: 20,
    initialFilters: { requestType: null },
  });

  const open = (processing: Processing) => {
    list.remember();
    window.setTimeout(() => navigate(paths.processings.edit(processing.id, list.page)), PROCESSING_OPEN_DELAY_MS);
  };

  const columns: TableColumnsType<Processing> = [
    { title: 'Descrizione', dataIndex: 'description', ellipsis: { showTitle: true } },
    {
      title: 'Form',
      dataIndex: 'formDescription',
      width: 240,
      ellipsis: { showTitle: true },
      render: (description: string | null) => description ?? '',
    },
    { title: 'Orario', key: 'time', width: 140, render: (_, processing) => timeRange(processing) },
    {
      title: 'Tipo richiesta',
      dataIndex: 'requestType',
      width: 150,
      render: (type: RequestType) => REQUEST_TYPE_LABELS[type],
    },
    {
      title: '',
      key: ACTION_COLUMN,
      width: 130,
      render: (_, processing) => (
        <Button
          icon={<EyeOutlined />}
          onClick={() => open(processing)}
          aria-label={`Dettagli ${processing.description}`}
        >
          Dettagli
        </Button>
      ),
    },
  ];

  return (
    <ListScreen
      title="Elaborazioni"
      list={list}
      query={processingsPage}
      search={{ placeholder: 'Cerca elaborazione', delay: LIST_SEARCH_DELAY_MS }}
      filters={
        <Select<string>
          aria-label="Tipo richiesta"
          style={{ minWidth: 180 }}
          value={list.filters.requestType ?? ALL}
          options={[
            { value: ALL, label: 'Tutti' },
            ...REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] })),
          ]}
          onChange={(value) => list.changeFilter('requestType', value === ALL ? null : (value as RequestType))}
        />
      }
      create={{ label: 'Nuova elaborazione', to: paths.processings.create(list.page) }}
      columns={columns}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessuna elaborazione trovata"
      minTableWidth={900}
    />
  );
}
