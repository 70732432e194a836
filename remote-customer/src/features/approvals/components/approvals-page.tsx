import { LIFECYCLE_MESSAGES } from '@portal/contracts/messages';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueuedRequest } from '@portal/contracts/api/offline-requests';
import {
  ACTION_COLUMN,
  Alert,
  App,
  Button,
  Flex,
  ListScreen,
  listParams,
  ReasonDialog,
  formatDateTime,
  formatEuro,
  type TableColumnsType,
  RefusedAction,
  useListState,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { approvalsPage, useDecision } from '../api/approvals';

/** 'Rifiuta': the reason is required and travels to the requester with the refund. */
function RejectDialog({ request, onClose }: { request: QueuedRequest | null; onClose: () => void }) {
  const { message } = App.useApp();
  const decide = useDecision();
  return (
    <ReasonDialog
      open={request !== null}
      title={`Rifiuta la richiesta n. ${request?.id ?? ''}`}
      okText="Rifiuta"
      label="Motivo del rifiuto"
      placeholder="Il motivo, che il richiedente leggerà"
      loading={decide.isPending}
      onCancel={onClose}
      onConfirm={(reason) =>
        decide.mutateAsync({ id: request!.id, reason }).then(() => {
          void message.success('Richiesta rifiutata: il credito è stato riaccreditato');
          onClose();
        })
      }
    />
  );
}

/**
 * `/approvals` (approvers of the client: approvazione A, R, X or Z): the offline requests of the
 * client's users subject to approval, oldest first; approve, or reject with a reason.
 */
export default function ApprovalsPage() {
  const { message } = App.useApp();
  const list = useListState({ defaultSize: 20 });
  // The list's own query, read here too: a caller who may not approve gets a note, not a list.
  const approvals = useQuery(approvalsPage(listParams(list)));
  const decide = useDecision();
  const [rejecting, setRejecting] = useState<QueuedRequest | null>(null);
  const columns: TableColumnsType<QueuedRequest> = [
    { title: 'N.', dataIndex: 'id', width: 80 },
    { title: 'Richiesta il', dataIndex: 'createdAt', width: 150, render: (value: string) => formatDateTime(value) },
    { title: 'Utente', dataIndex: 'userName', width: 170, ellipsis: true },
    { title: 'Prodotto', dataIndex: 'productDescription', ellipsis: { showTitle: true } },
    {
      title: 'Soggetto',
      key: 'subject',
      ellipsis: true,
      render: (_, row) => [row.subjectName, row.subjectCode].filter(Boolean).join(' - '),
    },
    { title: 'Importo', dataIndex: 'price', width: 110, align: 'right', render: (value: string) => formatEuro(value) },
    {
      title: '',
      key: ACTION_COLUMN,
      width: 210,
      render: (_, row) => (
        <Flex gap={8}>
          <RefusedAction reason={row.ownRequest ? LIFECYCLE_MESSAGES.ownApproval : null}>
            <Button
              type="primary"
              aria-label={`Approva la richiesta n. ${row.id}`}
              loading={decide.isPending && decide.variables?.id === row.id}
              onClick={() =>
                decide.mutate(
                  { id: row.id },
                  { onSuccess: () => void message.success('Richiesta approvata: è in lavorazione') },
                )
              }
            >
              Approva
            </Button>
          </RefusedAction>
          <Button danger aria-label={`Rifiuta la richiesta n. ${row.id}`} onClick={() => setRejecting(row)}>
            Rifiuta
          </Button>
        </Flex>
      ),
    },
  ];
  if (approvals.error && (approvals.error as { status?: number }).status === 403) {
    return <Alert type="info" showIcon title={approvals.error.message} />;
  }
  return (
    <>
      <ListScreen
        title="Richieste da approvare"
        list={list}
        query={approvalsPage}
        search={{ placeholder: 'Cerca per soggetto, prodotto o numero', delay: 500 }}
        columns={columns}
        rowKey="id"
        sizeOptions={PAGE_SIZES}
        emptyText="Nessuna richiesta da approvare"
      />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
