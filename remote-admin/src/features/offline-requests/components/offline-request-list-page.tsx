import { useState } from 'react';
import type { QueuedRequest } from '@portal/contracts/api/offline-requests';
import { formParamLabel } from '@portal/contracts/request-form';
import { LIFECYCLE_MESSAGES, MAX_RESULT_MB, RESULT_EXTENSIONS } from '@portal/contracts/messages';
import {
  ACTION_COLUMN,
  App,
  Button,
  Checkbox,
  Flex,
  ListScreen,
  Popover,
  ReasonDialog,
  Tag,
  Typography,
  formatDate,
  formatDateTime,
  formatEuro,
  type TableColumnsType,
  RefusedAction,
  useListState,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';
import { Upload } from '@portal/shared-ui/upload';
import { useCancelOffline, useFulfil, offlineRequestsPage } from '../api/offline-requests';
import { StandardDocumentDialog } from './standard-document';

const acceptable = (name: string) => RESULT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));
const shown = (value: unknown) => (value === true ? 'Sì' : value === false ? 'No' : String(value ?? ''));

/**
 * 'Evadi': the result file picked is checked here too, then sent; 'Documento standard': the
 * providers' document with the operator's notes instead; 'Annulla' asks the reason.
 */
function Actions({ request }: { request: QueuedRequest }) {
  const { message } = App.useApp();
  const fulfil = useFulfil();
  const cancel = useCancelOffline();
  const [cancelling, setCancelling] = useState(false);
  const [standard, setStandard] = useState(false);
  return (
    <Flex gap={8} wrap>
      {request.ownRequest ? (
        <RefusedAction reason={LIFECYCLE_MESSAGES.ownFulfilment}>
          <Button type="primary" aria-label={`Evadi la richiesta n. ${request.id}`}>
            Evadi
          </Button>
        </RefusedAction>
      ) : (
        <Upload
          accept={RESULT_EXTENSIONS.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (!acceptable(file.name)) void message.error(LIFECYCLE_MESSAGES.resultType);
            else if (file.size > MAX_RESULT_MB * 1024 * 1024) void message.error(LIFECYCLE_MESSAGES.resultTooLarge);
            else
              fulfil.mutate(
                { id: request.id, file },
                {
                  onSuccess: () =>
                    void message.success(`Richiesta n. ${request.id} evasa: il cliente è stato avvisato`),
                },
              );
            return false;
          }}
        >
          <Button type="primary" loading={fulfil.isPending} aria-label={`Evadi la richiesta n. ${request.id}`}>
            Evadi
          </Button>
        </Upload>
      )}
      {!request.ownRequest && (
        <>
          <Button aria-label={`Documento standard della richiesta n. ${request.id}`} onClick={() => setStandard(true)}>
            Documento standard
          </Button>
          <StandardDocumentDialog requestId={request.id} open={standard} onClose={() => setStandard(false)} />
        </>
      )}
      <Button danger aria-label={`Annulla la richiesta n. ${request.id}`} onClick={() => setCancelling(true)}>
        Annulla
      </Button>
      <ReasonDialog
        open={cancelling}
        title={`Annulla la richiesta n. ${request.id}`}
        okText="Annulla richiesta"
        label="Motivo dell'annullamento"
        loading={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={(reason) =>
          cancel.mutateAsync({ id: request.id, reason }).then(() => {
            setCancelling(false);
            void message.success('Richiesta annullata: il credito è stato riaccreditato');
          })
        }
      />
    </Flex>
  );
}

/** The form's values of a request and who asked it (the 'Dati' popover). */
function FormData({ request }: { request: QueuedRequest }) {
  const entries = Object.entries(request.formParams);
  return (
    <Descriptions
      size="small"
      column={2}
      items={[
        { key: 'user', label: 'Richiesta da', children: request.userName },
        { key: 'price', label: 'Importo', children: formatEuro(request.price) },
        ...entries.map(([code, value]) => ({
          key: code,
          label: formParamLabel(code, request.formLabels),
          children: shown(value),
        })),
      ]}
    />
  );
}

const columns: TableColumnsType<QueuedRequest> = [
  { title: 'N.', dataIndex: 'id', width: 80 },
  {
    title: 'Evasione entro',
    dataIndex: 'dueDate',
    width: 150,
    render: (value: string | null, row) => (
      <Flex vertical>
        <Typography.Text type={row.overdue ? 'danger' : undefined}>{formatDate(value)}</Typography.Text>
        {row.overdue && <Tag color="red">In ritardo</Tag>}
      </Flex>
    ),
  },
  { title: 'Cliente', dataIndex: 'clientName', width: 200, ellipsis: true },
  {
    title: 'Prodotto',
    key: 'product',
    ellipsis: { showTitle: true },
    render: (_, row) => `${row.productCode} - ${row.productDescription}`,
  },
  {
    title: 'Soggetto',
    key: 'subject',
    ellipsis: true,
    render: (_, row) => [row.subjectName, row.subjectCode].filter(Boolean).join(' - '),
  },
  { title: 'Richiesta il', dataIndex: 'createdAt', width: 150, render: (value: string) => formatDateTime(value) },
  {
    title: 'Dati',
    key: 'data',
    width: 90,
    render: (_, row) => (
      <Popover content={<FormData request={row} />} trigger="click" title={`Richiesta n. ${row.id}`}>
        <Button aria-label={`Dati della richiesta n. ${row.id}`}>Dati</Button>
      </Popover>
    ),
  },
  { title: '', key: ACTION_COLUMN, width: 260, render: (_, row) => <Actions request={row} /> },
];

/**
 * `/offline-requests` (manager): 'Richieste offline', the pending offline requests of the tenant
 * by due date (evasDays working days; the late ones marked), each fulfilled with its result file
 * or cancelled with a reason.
 */
export default function OfflineRequestListPage() {
  const list = useListState({ defaultSize: 20, initialFilters: { overdue: false } });
  return (
    <ListScreen
      title="Richieste offline"
      list={list}
      query={offlineRequestsPage}
      search={{ placeholder: 'Cerca per numero, cliente, prodotto o soggetto', delay: 1000 }}
      filters={
        <Checkbox
          checked={list.filters.overdue}
          onChange={(event) => list.changeFilter('overdue', event.target.checked)}
        >
          Solo in ritardo
        </Checkbox>
      }
      columns={columns}
      rowKey="id"
      sizeOptions={PAGE_SIZES}
      emptyText="Nessuna richiesta offline da evadere"
      rowClassName={(row) => (row.overdue ? 'row-overdue' : '')}
    />
  );
}
