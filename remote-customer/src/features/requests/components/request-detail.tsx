import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';
import {
  Alert,
  Button,
  Flex,
  Popconfirm,
  Tag,
  Typography,
  formatDate,
  formatDateTime,
  formatEuro,
  requestRightDrawer,
} from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';
import { REQUEST_STATUS_LABELS, type RequestDetail } from '../types/request';
import { ReportActions } from '../../../components/report-actions';
import { downloadAttachment, downloadResult } from '../../../api/report';
import { useCancelRequest } from '../api/requests';
import { formParamLabel } from '@portal/contracts/request-form';
import { DownloadButton } from '../../../components/download-button';

const shown = (value: unknown) => (value === true ? 'Sì' : value === false ? 'No' : String(value ?? ''));

/** The file the back office attached to an offline request, while it is kept. */
function OfflineResult({ request }: { request: RequestDetail }) {
  const result = request.result!;
  if (!result.available) {
    return (
      <Alert type="info" showIcon title="L'esito non è più disponibile: gli esiti offline sono conservati 120 giorni" />
    );
  }
  return (
    <DownloadButton download={() => downloadResult(request.id, result.fileName ?? `esito-${request.id}`)}>
      Scarica esito ({result.fileName})
    </DownloadButton>
  );
}

/** An offline request within its hour: 'Annulla richiesta', confirmed, refunds its price. */
function CancelRequest({ request }: { request: RequestDetail }) {
  const cancel = useCancelRequest();
  return (
    <Popconfirm
      title="Annullare la richiesta?"
      description={`L'importo di ${formatEuro(request.price)} sarà riaccreditato. Possibile fino alle ${formatDateTime(request.cancellableUntil).slice(-5)}.`}
      okText="Annulla richiesta"
      cancelText="No"
      onConfirm={() => cancel.mutateAsync(request.id).catch(() => undefined)}
    >
      <Button danger loading={cancel.isPending}>
        Annulla richiesta
      </Button>
    </Popconfirm>
  );
}

/** Every transition of the request: when, from which state to which, by whom and why. */
function History({ events }: { events: RequestDetail['events'] }) {
  if (!events?.length) return null;
  return (
    <Flex vertical gap={4}>
      <strong>Cronologia</strong>
      <ol aria-label="Cronologia della richiesta" style={{ margin: 0, paddingInlineStart: 20 }}>
        {events.map((event, index) => (
          <li key={index}>
            <Typography.Text>
              {formatDateTime(event.at)}: {REQUEST_STATUS_NAMES[event.toStatus]}
              {event.actorName ? ` (${event.actorName})` : ''}
              {event.note ? ` - ${event.note}` : ''}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </Flex>
  );
}

/** One request (the REQUEST_DETAIL view): state, dates, price, what was filled in, and its result. */
export function RequestDetailView({ request }: { request: RequestDetail }) {
  const found = request.companiesFound;
  const offlineResult = request.status === 'COMPLETED' && request.result?.fileName;
  return (
    <Flex vertical gap={16}>
      {(request.status === 'COMPLETED' || found !== null || request.cancellableUntil) && (
        <Flex gap={8} wrap>
          {offlineResult && <OfflineResult request={request} />}
          {request.status === 'COMPLETED' && !offlineResult && <ReportActions requestId={request.id} />}
          {request.cancellableUntil && <CancelRequest request={request} />}
          {found !== null && (
            <Button
              onClick={() =>
                requestRightDrawer({ view: 'COMPANIES_IN_SEARCH_REQUEST', movementId: request.movementId })
              }
            >
              {found === 1 ? 'Vedi 1 impresa trovata' : `Vedi le ${found} imprese trovate`}
            </Button>
          )}
        </Flex>
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'status',
            label: 'Stato',
            children: (
              <Tag color={REQUEST_STATUS_LABELS[request.status].color}>
                {REQUEST_STATUS_LABELS[request.status].label}
              </Tag>
            ),
          },
          { key: 'product', label: 'Prodotto', children: `${request.productDescription} (${request.fullProductCode})` },
          { key: 'service', label: 'Servizio', children: request.serviceName ?? '' },
          {
            key: 'subject',
            label: 'Soggetto',
            children: [request.subjectName, request.subjectCode].filter(Boolean).join(' - '),
          },
          { key: 'created', label: 'Richiesta il', children: formatDateTime(request.createdAt) },
          ...(request.dueDate
            ? [{ key: 'due', label: 'Evasione prevista', children: formatDate(request.dueDate) }]
            : []),
          ...(request.completedAt
            ? [{ key: 'done', label: 'Evasa il', children: formatDateTime(request.completedAt) }]
            : []),
          { key: 'price', label: 'Importo', children: formatEuro(request.price) },
          { key: 'movement', label: 'Movimento contabile', children: String(request.movementId) },
          ...(request.internalReference
            ? [{ key: 'reference', label: 'Riferimento interno', children: request.internalReference }]
            : []),
          ...Object.entries(request.formParams).map(([code, value]) => ({
            key: `f-${code}`,
            label: formParamLabel(code, request.formLabels),
            children: shown(value),
          })),
        ]}
      />
      <History events={request.events} />
      {request.attachments.length > 0 && (
        <Flex vertical gap={8} align="flex-start" aria-label="Allegati">
          <strong>Allegati</strong>
          {request.attachments.map((attachment) => (
            <DownloadButton key={attachment.id} download={() => downloadAttachment(request.id, attachment)}>
              {attachment.fileName} ({Math.max(1, Math.round(attachment.size / 1024))} KB)
            </DownloadButton>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
