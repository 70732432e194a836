import { ACTIVITY_ACTION_LABELS, type ActivityEntity } from '@portal/contracts/activity';
import type { ActivityEntry } from '@portal/contracts/api/activity';
import {
  Flex,
  HistoryOutlined,
  ListScreen,
  Tag,
  Typography,
  formatDateTime,
  useListState,
  type EditPanel,
} from '@portal/shared-ui';
import { activityPage } from '../api/activity';
import { ActivityChanges } from './activity-changes';
import { LIST_PAGE_SIZES } from '../config/lists';

/** A record's history: who changed what, newest first (its entries of 'Attività'). */
export function RecordHistory({ entity, entityKey }: { entity: ActivityEntity; entityKey: string }) {
  const list = useListState({ defaultSize: LIST_PAGE_SIZES[1], pageInAddress: false });
  return (
    <ListScreen<ActivityEntry>
      embedded
      list={list}
      query={({ page, size }) => activityPage({ page, size, entity, entityKey })}
      columns={[]}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessuna modifica registrata"
      renderRows={(entries) => (
        <ol aria-label="Cronologia" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex vertical gap={4}>
                <Flex gap={8} wrap align="center">
                  <Tag>{ACTIVITY_ACTION_LABELS[entry.action]}</Tag>
                  <Typography.Text>{formatDateTime(entry.at)}</Typography.Text>
                  <Typography.Text type="secondary">{entry.actorName || 'Utente rimosso'}</Typography.Text>
                </Flex>
                <ActivityChanges entry={entry} />
              </Flex>
            </li>
          ))}
        </ol>
      )}
    />
  );
}

/** The 'Attività' panel of an edit screen (the record's own part of /activity): blocked until the record exists. */
export function historyPanel(entity: ActivityEntity, entityKey: string | number | null): EditPanel {
  return {
    key: 'history',
    title: 'Attività',
    subtitle: 'Chi ha modificato cosa, e quando',
    icon: <HistoryOutlined />,
    blocked: entityKey === null,
    content: entityKey === null ? null : <RecordHistory entity={entity} entityKey={String(entityKey)} />,
  };
}
