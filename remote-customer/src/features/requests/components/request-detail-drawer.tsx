import { Descriptions, Drawer, Skeleton, Tag, formatDate, formatDateTime, formatEuro } from '@portal/shared-ui';
import { useRequestDetail } from '../api/requests';
import { REQUEST_STATUS_LABELS } from '../types/request';
import { ReportActions } from '../../../components/report-actions';

const shown = (value: unknown) => (value === true ? 'Sì' : value === false ? 'No' : String(value ?? ''));

/** The detail of one request (`/requests?requestId=`): state, dates, price and what was filled in. */
export function RequestDetailDrawer({ requestId, onClose }: { requestId: number | null; onClose: () => void }) {
  const detail = useRequestDetail(requestId);
  const request = detail.data;
  return (
    <Drawer
      open={requestId !== null}
      title={request ? `Richiesta n. ${request.id}` : 'Dettaglio richiesta'}
      size="large"
      onClose={onClose}
      destroyOnHidden
    >
      {!request ? (
        <Skeleton active />
      ) : (
        <>
          {request.status === 'COMPLETED' && (
            <div style={{ marginBottom: 16 }}>
              <ReportActions requestId={request.id} />
            </div>
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
              {
                key: 'product',
                label: 'Prodotto',
                children: `${request.productDescription} (${request.fullProductCode})`,
              },
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
        </>
      )}
    </Drawer>
  );
}
