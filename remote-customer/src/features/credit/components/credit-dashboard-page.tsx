import { useState } from 'react';
import type { CreditDashboard, CreditMovement, TopUp } from '@portal/contracts/api/credit';
import { CREDIT_MESSAGES, MAXIMUM_TOP_UP, MINIMUM_TOP_UP } from '@portal/contracts/messages';
import {
  App,
  Button,
  Card,
  Col,
  Flex,
  Input,
  ListScreen,
  Row,
  Select,
  Skeleton,
  Table,
  Tag,
  Typography,
  formatDate,
  formatDateTime,
  formatEuro,
  type TableColumnsType,
  useListState,
  LoadError,
} from '@portal/shared-ui';
import { useCreditDashboard, movementsPage, useRequestTopUp, useSaveThreshold } from '../api/credit';
import { ACCOUNT_PAGE_SIZES } from '../../../config/lists';

/** Euro to the cent as typed in Italy: `500`, `750,5`, `1.000,50`. */
const AMOUNT = /^\d{1,3}(\.?\d{3})*([,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/;
/** `1.000,50` → `1000,50` (the API takes a comma or a point for the cents, never thousands). */
export const plainAmount = (typed: string) => {
  const text = typed.trim();
  // Points are thousands when a comma gives the cents, or when they group threes ('1.000').
  return text.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text;
};
export const validAmount = (typed: string) => AMOUNT.test(typed.trim());
const cents = (typed: string) => Math.round(Number(plainAmount(typed).replace(',', '.')) * 100);

const KIND_LABELS: Record<CreditMovement['kind'], string> = {
  REQUEST: 'Richiesta',
  TOP_UP: 'Ricarica',
  REFUND: 'Rimborso',
};
const TOP_UP_STATUS: Record<TopUp['status'], { label: string; color: string }> = {
  PENDING: { label: 'Da confermare', color: 'gold' },
  CONFIRMED: { label: 'Confermata', color: 'green' },
  REJECTED: { label: 'Rifiutata', color: 'red' },
};
const MONTHS = ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** 'Spesa per mese': a bar per month, its figure beside it (readable without the bars). */
function MonthlySpend({ months }: { months: CreditDashboard['months'] }) {
  const top = Math.max(...months.map((month) => Number(month.spent)), 1);
  return (
    <ol aria-label="Spesa per mese" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {months.map((month) => (
        <li key={month.month} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 4 }}>
          <span style={{ width: 72 }}>{monthLabel(month.month)}</span>
          <span
            aria-hidden
            style={{
              height: 12,
              width: `${(Number(month.spent) / top) * 60}%`,
              minWidth: Number(month.spent) > 0 ? 2 : 0,
              background: 'var(--ant-color-primary, #1972b9)',
              borderRadius: 2,
            }}
          />
          <Typography.Text>{formatEuro(month.spent)}</Typography.Text>
          {Number(month.toppedUp) > 0 && (
            <Typography.Text type="secondary">(ricariche {formatEuro(month.toppedUp)})</Typography.Text>
          )}
        </li>
      ))}
    </ol>
  );
}

function ThresholdCard({ threshold }: { threshold: string | null }) {
  const { message } = App.useApp();
  const save = useSaveThreshold();
  const [value, setValue] = useState(threshold ? threshold.replace('.', ',') : '');
  const valid = value.trim() === '' || validAmount(value);
  const submit = (next: string | null) =>
    save.mutate(next, { onSuccess: () => void message.success(CREDIT_MESSAGES.thresholdSaved) });
  return (
    <Card title="Soglia di avviso" size="small">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          Quando il credito scende sotto la soglia ricevi una notifica.
        </Typography.Text>
        <Flex gap={8}>
          <Input
            aria-label="Soglia di avviso"
            value={value}
            suffix="€"
            status={valid ? undefined : 'error'}
            placeholder="es. 200,00"
            onChange={(event) => setValue(event.target.value)}
          />
          <Button
            type="primary"
            disabled={!valid || value.trim() === ''}
            loading={save.isPending}
            onClick={() => submit(plainAmount(value))}
          >
            Salva
          </Button>
          {threshold !== null && (
            <Button
              onClick={() => {
                setValue('');
                submit(null);
              }}
            >
              Rimuovi
            </Button>
          )}
        </Flex>
        {!valid && <Typography.Text type="danger">{CREDIT_MESSAGES.amountFormat}</Typography.Text>}
      </Flex>
    </Card>
  );
}

function TopUpCard() {
  const { message } = App.useApp();
  const request = useRequestTopUp();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const problem =
    amount.trim() === ''
      ? null
      : !validAmount(amount)
        ? CREDIT_MESSAGES.amountFormat
        : cents(amount) < cents(MINIMUM_TOP_UP)
          ? CREDIT_MESSAGES.minimumTopUp
          : cents(amount) > cents(MAXIMUM_TOP_UP)
            ? CREDIT_MESSAGES.maximumTopUp
            : null;
  return (
    <Card title="Ricarica del credito" size="small">
      <Flex vertical gap={8}>
        <Input
          aria-label="Importo della ricarica"
          value={amount}
          suffix="€"
          placeholder="Almeno 500,00"
          status={problem ? 'error' : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
        <Input.TextArea
          aria-label="Nota per il back office"
          placeholder="Nota (facoltativa), es. estremi del bonifico"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button
          type="primary"
          disabled={amount.trim() === '' || problem !== null}
          loading={request.isPending}
          onClick={() =>
            request.mutate(
              { amount: plainAmount(amount), note: note.trim() || null },
              {
                onSuccess: () => {
                  void message.success(CREDIT_MESSAGES.topUpRequested);
                  setAmount('');
                  setNote('');
                },
              },
            )
          }
        >
          Richiedi ricarica
        </Button>
      </Flex>
    </Card>
  );
}

const topUpColumns: TableColumnsType<TopUp> = [
  { title: 'Data', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
  { title: 'Importo', dataIndex: 'amount', align: 'right', render: (amount: string) => formatEuro(amount) },
  {
    title: 'Stato',
    dataIndex: 'status',
    render: (status: TopUp['status'], topUp) => (
      <Flex vertical>
        <Tag color={TOP_UP_STATUS[status].color}>{TOP_UP_STATUS[status].label}</Tag>
        {topUp.reason && <Typography.Text type="secondary">{topUp.reason}</Typography.Text>}
      </Flex>
    ),
  },
];

const movementColumns: TableColumnsType<CreditMovement> = [
  { title: 'Data', dataIndex: 'at', width: 150, render: (value: string) => formatDateTime(value) },
  { title: 'Tipo', dataIndex: 'kind', width: 110, render: (kind: CreditMovement['kind']) => KIND_LABELS[kind] },
  { title: 'Descrizione', dataIndex: 'description', ellipsis: { showTitle: true } },
  { title: 'Utente', dataIndex: 'userName', width: 170, ellipsis: true },
  {
    title: 'Importo',
    dataIndex: 'amount',
    width: 120,
    align: 'right',
    render: (amount: string) => (
      <Typography.Text type={amount.startsWith('-') ? undefined : 'success'}>{formatEuro(amount)}</Typography.Text>
    ),
  },
  {
    title: 'Saldo',
    dataIndex: 'balanceAfter',
    width: 130,
    align: 'right',
    render: (value: string) => formatEuro(value),
  },
];

function Movements() {
  const list = useListState({
    defaultSize: ACCOUNT_PAGE_SIZES[0],
    initialFilters: { kind: null as CreditMovement['kind'] | null },
    pageInAddress: false,
  });
  return (
    <Card
      title="Movimenti"
      size="small"
      extra={
        <Select<string>
          aria-label="Tipo di movimento"
          style={{ minWidth: 180 }}
          value={list.filters.kind ?? 'ALL'}
          options={[
            { value: 'ALL', label: 'Tutti i movimenti' },
            ...(Object.keys(KIND_LABELS) as CreditMovement['kind'][]).map((value) => ({
              value,
              label: KIND_LABELS[value],
            })),
          ]}
          onChange={(value) => list.changeFilter('kind', value === 'ALL' ? null : (value as CreditMovement['kind']))}
        />
      }
    >
      <ListScreen
        embedded
        list={list}
        query={({ page, size, kind }) => movementsPage({ page, size, kind })}
        columns={movementColumns}
        rowKey="id"
        sizeOptions={ACCOUNT_PAGE_SIZES}
        emptyText="Nessun movimento"
        minTableWidth={800}
      />
    </Card>
  );
}

/** `/cruscotto` (credit-dashboard permission): the client's credit, its spend, top-ups and movements. */
export default function CreditDashboardPage() {
  const dashboard = useCreditDashboard();
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Cruscotto del credito
      </Typography.Title>
      {dashboard.error && (
        <LoadError
          error={dashboard.error}
          title="Impossibile caricare il cruscotto."
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {!dashboard.data ? (
        !dashboard.error && <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <Card title="Credito residuo" size="small">
                <Typography.Title level={3} style={{ margin: 0 }} aria-label="Credito residuo">
                  {formatEuro(dashboard.data.balance)}
                </Typography.Title>
                {dashboard.data.threshold !== null && (
                  <Typography.Text type="secondary">
                    Soglia di avviso: {formatEuro(dashboard.data.threshold)}
                  </Typography.Text>
                )}
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <ThresholdCard key={dashboard.data.threshold ?? ''} threshold={dashboard.data.threshold} />
            </Col>
            <Col xs={24} lg={8}>
              <TopUpCard />
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card title="Spesa per mese" size="small">
                <MonthlySpend months={dashboard.data.months} />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card title="Richieste di ricarica" size="small">
                <Table<TopUp>
                  columns={topUpColumns}
                  dataSource={dashboard.data.topUps}
                  rowKey="id"
                  pagination={false}
                  size="small"
                  locale={{ emptyText: 'Nessuna richiesta di ricarica' }}
                />
              </Card>
            </Col>
          </Row>
          <Movements />
        </>
      )}
    </Flex>
  );
}
