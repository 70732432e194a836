import { useState } from 'react';
import { ACTIVITY_ACTION_LABELS, type ActivityEntity } from '@portal/contracts/activity';
import {
  Alert,
  Empty,
  Flex,
  HistoryOutlined,
  Paginator,
  Spin,
  Tag,
  Typography,
  formatDateTime,
  type EditPanel,
} from '@portal/shared-ui';
import { useActivity } from '../api/activity';
import { ActivityChanges } from './activity-changes';

const HISTORY_PAGE_SIZES = [5, 10, 20] as const;

/** A record's history: who changed what, newest first (its entries of 'Attività'). */
export function RecordHistory({ entity, entityKey }: { entity: ActivityEntity; entityKey: string }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(HISTORY_PAGE_SIZES[1]);
  const history = useActivity({ page, size, entity, entityKey });
  if (history.error) return <Alert type="error" showIcon title="Impossibile caricare la cronologia." />;
  return (
    <Flex vertical gap={12}>
      <Spin spinning={history.isFetching}>
        {(history.data?.content.length ?? 0) === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nessuna modifica registrata" />
        ) : (
          <ol aria-label="Cronologia" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {history.data!.content.map((entry) => (
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
      </Spin>
      <Paginator
        page={page}
        size={size}
        total={history.data?.totalElements ?? 0}
        sizeOptions={HISTORY_PAGE_SIZES}
        onChange={(nextPage, nextSize) => {
          setSize(nextSize);
          setPage(nextPage);
        }}
        disabled={history.isFetching}
      />
    </Flex>
  );
}

/** The 'Cronologia' panel of an edit screen: blocked until the record exists. */
export function historyPanel(entity: ActivityEntity, entityKey: string | number | null): EditPanel {
  return {
    key: 'history',
    title: 'Cronologia',
    subtitle: 'Chi ha modificato cosa, e quando',
    icon: <HistoryOutlined />,
    blocked: entityKey === null,
    content: entityKey === null ? null : <RecordHistory entity={entity} entityKey={String(entityKey)} />,
  };
}
