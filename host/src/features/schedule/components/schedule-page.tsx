import { useMemo } from 'react';
import dayjs from 'dayjs';
import { useAuth } from '@portal/shared-auth';
import {
  Card,
  ClockCircleOutlined,
  Flex,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
  DATE_FORMAT,
} from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';
import {
  DAY_KIND_LABELS,
  ONLINE_HOURS,
  OFFLINE_HOURS,
  formatHours,
  isOpenAt,
  monthEndDay,
  scheduleFor,
  type DayKind,
  type Hours,
} from '../model/schedule-hours';

/** The company address is not in the spec: a placeholder the operator replaces. */
export const SCHEDULE_ADDRESS = 'Sede legale e servizio clienti: Via Roma 1, 20121 Milano (MI)';

interface Row {
  key: string;
  service: string;
  hours: Record<DayKind, Hours>;
}

const ROWS: Row[] = [
  { key: 'online', service: 'Servizi online', hours: ONLINE_HOURS },
  {
    key: 'offline',
    service: 'Servizi offline',
    hours: { working: OFFLINE_HOURS, 'non-working': OFFLINE_HOURS, 'month-end': OFFLINE_HOURS },
  },
  { key: 'web', service: 'Servizi web (web services)', hours: ONLINE_HOURS },
];

const COLUMNS: TableColumnsType<Row> = [
  { title: 'Servizio', dataIndex: 'service', key: 'service' },
  { title: 'Giorni feriali', key: 'working', render: (_, row) => formatHours(row.hours.working) },
  {
    title: 'Sabato, domenica e festivi',
    key: 'non-working',
    render: (_, row) => formatHours(row.hours['non-working']),
  },
  { title: 'Ultimo giorno del mese', key: 'month-end', render: (_, row) => formatHours(row.hours['month-end']) },
];

/** `/schedule` (spec 000 §2.11): the service hours, and which of them apply today. */
export function SchedulePage({ now }: { now?: dayjs.Dayjs }) {
  const tenant = useAuth((state) => state.tenant);
  const moment = useMemo(() => now ?? dayjs(), [now]);
  const today = scheduleFor(moment);
  const reducedDay = monthEndDay(moment);
  const state = (hours: Hours) =>
    isOpenAt(hours, moment) ? <Tag color="green">Aperto ora</Tag> : <Tag>Chiuso ora</Tag>;

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Orari
        </Typography.Title>
        <Typography.Text type="secondary">
          {tenant?.descr ? `${tenant.descr}. ` : ''}
          {SCHEDULE_ADDRESS}
        </Typography.Text>
      </div>
      <Card
        title={
          <span>
            <ClockCircleOutlined /> Oggi, {moment.format(DATE_FORMAT)}
          </span>
        }
        extra={
          <Tag color={today.kind === 'working' ? 'blue' : 'gold'} data-testid="today-kind">
            {today.holiday ?? DAY_KIND_LABELS[today.kind]}
          </Tag>
        }
      >
        <Descriptions column={1} size="small" aria-label="Orari di oggi">
          <Descriptions.Item label="Servizi online">
            <span data-testid="today-online">{formatHours(today.online)}</span> {state(today.online)}
          </Descriptions.Item>
          <Descriptions.Item label="Servizi offline">
            <span data-testid="today-offline">{formatHours(today.offline)}</span> {state(today.offline)}
          </Descriptions.Item>
          <Descriptions.Item label="Servizi web">
            <span data-testid="today-web">{formatHours(today.webServices)}</span> {state(today.webServices)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Orari dei servizi">
        <Table<Row> columns={COLUMNS} dataSource={ROWS} pagination={false} size="middle" scroll={{ x: true }} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          L&apos;orario ridotto dell&apos;ultimo giorno del mese vale il giorno lavorativo precedente se l&apos;ultimo
          giorno è festivo o cade di sabato o domenica. Questo mese: {reducedDay.format(DATE_FORMAT)}. I servizi offline
          ricevono le richieste tutti i giorni, a qualsiasi ora.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
