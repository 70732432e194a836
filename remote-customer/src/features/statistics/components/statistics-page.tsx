import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { StatisticsBucket, StatisticsGroup } from '@portal/contracts/api/statistics';
import {
  Card,
  Col,
  Flex,
  Row,
  ChoiceSwitch,
  Skeleton,
  Table,
  Typography,
  formatEuro,
  type TableColumnsType,
  LoadError,
} from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';
import { useStatistics } from '../api/statistics';
import StatisticsChart, { shortMonth, type Measure } from './statistics-chart';

const GROUPS: Array<{ value: StatisticsGroup; label: string }> = [
  { value: 'service', label: 'Servizio' },
  { value: 'product', label: 'Prodotto' },
  { value: 'user', label: 'Utente' },
  { value: 'type', label: 'Tipo' },
];
const GROUP_TITLES: Record<StatisticsGroup, string> = {
  service: 'Servizio',
  product: 'Prodotto',
  user: 'Utente',
  type: 'Tipo (online/offline)',
};

/** `12,5%` more or less than before; '—' when there was nothing to compare with. */
export function change(now: number, before: number): string {
  if (before === 0) return '—';
  const percent = ((now - before) / before) * 100;
  const text = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, signDisplay: 'always' }).format(percent);
  return `${text}%`;
}

/** A total against the period before; amounts stay decimal text, only the percentage is computed. */
function Comparison<V extends number | string>({
  title,
  now,
  before,
  show,
}: {
  title: string;
  now: V;
  before: V;
  show: (value: V) => string;
}) {
  return (
    <Card size="small" title={title}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {show(now)}
      </Typography.Title>
      <Typography.Text type="secondary">
        Periodo precedente: {show(before)} ({change(Number(now), Number(before))})
      </Typography.Text>
    </Card>
  );
}

/** `/statistiche` (statistics permission): requests and spend over time, as a chart and as a table. */
export default function StatisticsPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(11, 'month'), dayjs()]);
  const [groupBy, setGroupBy] = useState<StatisticsGroup>('service');
  const [measure, setMeasure] = useState<Measure>('spend');
  const query = { from: range[0].format('YYYY-MM'), to: range[1].format('YYYY-MM'), groupBy };
  const statistics = useStatistics(query);
  const data = statistics.data;

  const columns: TableColumnsType<StatisticsBucket> = [
    { title: 'Mese', dataIndex: 'month', width: 110, render: (month: string) => shortMonth(month) },
    { title: GROUP_TITLES[groupBy], dataIndex: 'label' },
    { title: 'Richieste', dataIndex: 'requests', width: 110, align: 'right' },
    { title: 'Spesa', dataIndex: 'spend', width: 130, align: 'right', render: (spend: string) => formatEuro(spend) },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Statistiche
      </Typography.Title>
      <Flex gap={12} wrap align="center">
        <DatePicker.RangePicker
          picker="month"
          aria-label="Periodo"
          format="MM/YYYY"
          allowClear={false}
          value={range}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        />
        <ChoiceSwitch<StatisticsGroup> label="Raggruppa per" options={GROUPS} value={groupBy} onChange={setGroupBy} />
        <ChoiceSwitch<Measure>
          label="Misura"
          options={[
            { value: 'spend', label: 'Spesa' },
            { value: 'requests', label: 'Richieste' },
          ]}
          value={measure}
          onChange={setMeasure}
        />
      </Flex>
      {statistics.error && (
        <LoadError
          error={statistics.error}
          title="Impossibile caricare le statistiche."
          onRetry={() => void statistics.refetch()}
        />
      )}
      {!data ? (
        !statistics.error && <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Comparison title="Richieste" now={data.totals.requests} before={data.previous.requests} show={String} />
            </Col>
            <Col xs={24} md={12}>
              <Comparison title="Spesa" now={data.totals.spend} before={data.previous.spend} show={formatEuro} />
            </Col>
          </Row>
          <Card
            title={`${measure === 'spend' ? 'Spesa' : 'Richieste'} per mese e ${GROUP_TITLES[groupBy].toLowerCase()}`}
          >
            <div style={{ overflowX: 'auto' }} role="img" aria-label="Grafico per mese; i valori sono nella tabella">
              <StatisticsChart data={data} measure={measure} />
            </div>
          </Card>
          <Card title="Tabella">
            <Table<StatisticsBucket>
              columns={columns}
              dataSource={data.buckets}
              rowKey={(bucket) => `${bucket.month}-${bucket.key}`}
              loading={statistics.isFetching}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              size="small"
              locale={{ emptyText: 'Nessuna richiesta nel periodo' }}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
