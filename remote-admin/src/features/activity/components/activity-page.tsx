import type { Dayjs } from 'dayjs';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ENTITIES,
  ACTIVITY_ENTITY_LABELS,
  type ActivityAction,
  type ActivityEntity,
} from '@portal/contracts/activity';
import type { ActivityEntry } from '@portal/contracts/api/activity';
import {
  DATE_FORMAT,
  Flex,
  ListScreen,
  Select,
  Tag,
  Typography,
  formatDateTime,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';
import { activityPage } from '../../../api/activity';
import { ActivityChanges } from '../../../components/activity-changes';
import { LIST_PAGE_SIZES, LIST_SEARCH_DELAY_MS } from '../../../config/lists';

const ALL = 'ALL';

const ACTION_COLORS: Record<ActivityAction, string> = { create: 'green', update: 'blue', delete: 'red' };

const columns: TableColumnsType<ActivityEntry> = [
  { title: 'Data', dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at) },
  { title: 'Utente', dataIndex: 'actorName', width: 180, render: (name: string) => name || 'Utente rimosso' },
  {
    title: 'Record',
    key: 'record',
    width: 300,
    render: (_, entry) => (
      <Flex vertical>
        <Typography.Text type="secondary">{ACTIVITY_ENTITY_LABELS[entry.entity]}</Typography.Text>
        <Typography.Text>{entry.entityLabel}</Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Azione',
    dataIndex: 'action',
    width: 120,
    render: (action: ActivityAction) => <Tag color={ACTION_COLORS[action]}>{ACTIVITY_ACTION_LABELS[action]}</Tag>,
  },
  { title: 'Modifiche', key: 'changes', render: (_, entry) => <ActivityChanges entry={entry} /> },
];

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** `/activity` ('Attività'): every change to the catalogue, processings, users and permissions. */
export default function ActivityPage() {
  const list = useListState({
    defaultSize: 20,
    initialFilters: {
      entity: null as ActivityEntity | null,
      action: null as ActivityAction | null,
      period: null as [Dayjs | null, Dayjs | null] | null,
    },
  });
  const { entity, action, period } = list.filters;

  return (
    <ListScreen
      title="Attività"
      list={list}
      query={({ page, size, search }) =>
        activityPage({ page, size, search, entity, action, from: day(period?.[0]), to: day(period?.[1]) })
      }
      search={{ placeholder: 'Cerca per record o utente', delay: LIST_SEARCH_DELAY_MS }}
      filters={
        <>
          <Select<string>
            aria-label="Tipo di record"
            style={{ minWidth: 200 }}
            value={entity ?? ALL}
            options={[
              { value: ALL, label: 'Tutti i record' },
              ...ACTIVITY_ENTITIES.map((value) => ({ value, label: ACTIVITY_ENTITY_LABELS[value] })),
            ]}
            onChange={(value) => list.changeFilter('entity', value === ALL ? null : (value as ActivityEntity))}
          />
          <Select<string>
            aria-label="Azione"
            style={{ minWidth: 160 }}
            value={action ?? ALL}
            options={[
              { value: ALL, label: 'Tutte le azioni' },
              ...ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTIVITY_ACTION_LABELS[value] })),
            ]}
            onChange={(value) => list.changeFilter('action', value === ALL ? null : (value as ActivityAction))}
          />
          <DatePicker.RangePicker
            aria-label="Periodo"
            format={DATE_FORMAT}
            placeholder={['Dal', 'Al']}
            value={period}
            onChange={(value) => list.changeFilter('period', value)}
          />
        </>
      }
      columns={columns}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessuna modifica registrata"
      minTableWidth={1100}
    />
  );
}
