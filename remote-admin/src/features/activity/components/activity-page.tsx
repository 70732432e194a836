import { useState } from 'react';
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
  ListPage,
  Select,
  Tag,
  Typography,
  formatDateTime,
  usePageParam,
  type TableColumnsType,
  pagedRows,
} from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';
import { useActivity } from '../../../api/activity';
import { ActivityChanges } from '../../../components/activity-changes';

export const ACTIVITY_PAGE_SIZES = [5, 10, 20] as const;
export const ACTIVITY_SEARCH_DELAY_MS = 1000;
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
  const [page, setPage] = usePageParam();
  const [size, setSize] = useState<number>(20);
  const [search, setSearch] = useState('');
  const [entity, setEntity] = useState<ActivityEntity | null>(null);
  const [action, setAction] = useState<ActivityAction | null>(null);
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const activity = useActivity({
    page,
    size,
    search,
    entity,
    action,
    from: day(period?.[0]),
    to: day(period?.[1]),
  });
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <ListPage<ActivityEntry>
      title="Attività"
      search={{
        placeholder: 'Cerca per record o utente',
        value: search,
        delay: ACTIVITY_SEARCH_DELAY_MS,
        onSearch: filter(setSearch),
      }}
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
            onChange={(value) => filter(setEntity)(value === ALL ? null : (value as ActivityEntity))}
          />
          <Select<string>
            aria-label="Azione"
            style={{ minWidth: 160 }}
            value={action ?? ALL}
            options={[
              { value: ALL, label: 'Tutte le azioni' },
              ...ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTIVITY_ACTION_LABELS[value] })),
            ]}
            onChange={(value) => filter(setAction)(value === ALL ? null : (value as ActivityAction))}
          />
          <DatePicker.RangePicker
            aria-label="Periodo"
            format={DATE_FORMAT}
            placeholder={['Dal', 'Al']}
            value={period}
            onChange={(value) => filter(setPeriod)(value)}
          />
        </>
      }
      columns={columns}
      {...pagedRows(activity)}
      rowKey="id"
      page={page}
      size={size}
      sizeOptions={ACTIVITY_PAGE_SIZES}
      onPageChange={(nextPage, nextSize) => {
        setSize(nextSize);
        setPage(nextPage);
      }}
      emptyText="Nessuna modifica registrata"
      minTableWidth={1100}
    />
  );
}
