import {
  Button,
  Descriptions,
  DownloadOutlined,
  Flex,
  Tag,
  formatDate,
  formatDateTime,
  formatEuro,
  requestRightDrawer,
} from '@portal/shared-ui';
import { REQUEST_STATUS_LABELS, type RequestDetail } from '../types/request';
import { ReportActions } from '../../../components/report-actions';
import { downloadAttachment } from '../../../api/report';

const shown = (value: unknown) => (value === true ? 'Sì' : value === false ? 'No' : String(value ?? ''));

/** One request (the REQUEST_DETAIL view): state, dates, price, what was filled in, and its result. */
export function RequestDetailView({ request }: { request: RequestDetail }) {
  const found = request.companiesFound;
  return (
    <Flex vertical gap={16}>
      {(request.status === 'COMPLETED' || found !== null) && (
        <Flex gap={8} wrap>
          {request.status === 'COMPLETED' && <ReportActions requestId={request.id} />}
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
            label: code,
            children: shown(value),
          })),
        ]}
      />
      {request.attachments.length > 0 && (
        <Flex vertical gap={8} align="flex-start" aria-label="Allegati">
          <strong>Allegati</strong>
          {request.attachments.map((attachment) => (
            <Button
              key={attachment.id}
              icon={<DownloadOutlined />}
              onClick={() => void downloadAttachment(request.id, attachment).catch(() => undefined)}
            >
              {attachment.fileName} ({Math.max(1, Math.round(attachment.size / 1024))} KB)
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
