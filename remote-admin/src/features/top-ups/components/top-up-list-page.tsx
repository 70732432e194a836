import { useState } from 'react';
import type { TopUp } from '@portal/contracts/api/credit';
import { CREDIT_MESSAGES } from '@portal/contracts/messages';
import {
  ACTION_COLUMN,
  App,
  Button,
  Flex,
  ListScreen,
  ReasonDialog,
  Select,
  Tag,
  Typography,
  formatDateTime,
  formatEuro,
  useListState,
  type TableColumnsType,
  RefusedAction,
} from '@portal/shared-ui';
import { useConfirmTopUp, useRejectTopUp, topUpsPage } from '../api/top-ups';
import { LIST_PAGE_SIZES } from '../../../config/lists';

const STATUS: Record<TopUp['status'], { label: string; color: string }> = {
  PENDING: { label: 'Da confermare', color: 'gold' },
  CONFIRMED: { label: 'Confermata', color: 'green' },
  REJECTED: { label: 'Rifiutata', color: 'red' },
};
const ALL = 'ALL';

function Decision({ topUp }: { topUp: TopUp }) {
  const { message, modal } = App.useApp();
  const confirm = useConfirmTopUp();
  const reject = useRejectTopUp();
  const [rejecting, setRejecting] = useState(false);
  if (topUp.status !== 'PENDING') {
    return (
      <Typography.Text type="secondary">
        {topUp.decidedBy ?? ''} {topUp.decidedAt ? formatDateTime(topUp.decidedAt) : ''}
      </Typography.Text>
    );
  }
  const label = `${formatEuro(topUp.amount)} a ${topUp.clientName}`;
  return (
    <Flex gap={8}>
      <RefusedAction reason={topUp.ownRequest ? CREDIT_MESSAGES.ownTopUp : null}>
        <Button
          type="primary"
          loading={confirm.isPending}
          aria-label={`Conferma la ricarica di ${label}`}
          onClick={() =>
            void modal.confirm({
              title: 'Conferma ricarica',
              content: `Accreditare ${label}?`,
              okText: 'Conferma',
              cancelText: 'Annulla',
              onOk: () =>
                confirm.mutateAsync(topUp.id).then(() => void message.success(CREDIT_MESSAGES.topUpConfirmed)),
            })
          }
        >
          Conferma
        </Button>
      </RefusedAction>
      <Button danger aria-label={`Rifiuta la ricarica di ${label}`} onClick={() => setRejecting(true)}>
        Rifiuta
      </Button>
      <ReasonDialog
        open={rejecting}
        title="Rifiuta ricarica"
        okText="Rifiuta"
        label="Motivo del rifiuto"
        loading={reject.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) =>
          reject.mutateAsync({ id: topUp.id, reason }).then(() => {
            setRejecting(false);
            void message.success(CREDIT_MESSAGES.topUpRejected);
          })
        }
      />
    </Flex>
  );
}

const columns: TableColumnsType<TopUp> = [
  { title: 'Data', dataIndex: 'createdAt', width: 150, render: (value: string) => formatDateTime(value) },
  {
    title: 'Cliente',
    key: 'client',
    render: (_, topUp) => (
      <Flex vertical>
        <Typography.Text>{topUp.clientName}</Typography.Text>
        <Typography.Text type="secondary">{topUp.customerCode}</Typography.Text>
      </Flex>
    ),
  },
  { title: 'Importo', dataIndex: 'amount', width: 130, align: 'right', render: (amount: string) => formatEuro(amount) },
  { title: 'Richiesta da', dataIndex: 'requestedBy', width: 170 },
  { title: 'Nota', dataIndex: 'note', ellipsis: { showTitle: true }, render: (note: string | null) => note ?? '' },
  {
    title: 'Stato',
    dataIndex: 'status',
    width: 200,
    render: (status: TopUp['status'], topUp) => (
      <Flex vertical>
        <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
        {topUp.reason && <Typography.Text type="secondary">{topUp.reason}</Typography.Text>}
      </Flex>
    ),
  },
  { title: '', key: ACTION_COLUMN, width: 230, render: (_, topUp) => <Decision topUp={topUp} /> },
];

/** `/top-ups` (manager): the customers' top-up requests, confirmed (crediting the balance) or rejected. */
export default function TopUpListPage() {
  const list = useListState({ defaultSize: 20, initialFilters: { status: 'PENDING' as TopUp['status'] | null } });
  return (
    <ListScreen
      title="Ricariche del credito"
      list={list}
      query={topUpsPage}
      search={{ placeholder: 'Cerca cliente per nome o codice', delay: 1000 }}
      filters={
        <Select<string>
          aria-label="Stato"
          style={{ minWidth: 180 }}
          value={list.filters.status ?? ALL}
          options={[
            { value: ALL, label: 'Tutte' },
            ...(Object.keys(STATUS) as TopUp['status'][]).map((value) => ({ value, label: STATUS[value].label })),
          ]}
          onChange={(value) => list.changeFilter('status', value === ALL ? null : (value as TopUp['status']))}
        />
      }
      columns={columns}
      rowKey="id"
      sizeOptions={LIST_PAGE_SIZES}
      emptyText="Nessuna richiesta di ricarica"
      minTableWidth={1100}
    />
  );
}
