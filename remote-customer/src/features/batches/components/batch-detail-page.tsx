import { Link, useParams } from '@portal/shared-auth/router';
import type { Batch, BatchRow } from '@portal/contracts/api/batches';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import {
  Alert,
  App,
  Button,
  Card,
  DownloadOutlined,
  Flex,
  ListScreen,
  Tag,
  Typography,
  formatDateTime,
  formatEuro,
  type TableColumnsType,
  useListState,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';
import { paths } from '../../../config/paths';
import { RequestStatusSelect, RequestStatusTag } from '../../../components/request-status';
import { DownloadButton } from '../../../components/download-button';
import {
  batchRowsPage,
  downloadBatchArchive,
  downloadBatchResults,
  downloadBatchRowReport,
  downloadBatchSummary,
  exportBatch,
  useBatch,
  useBatchArchive,
  useRequestBatchArchive,
} from '../api/batches';

/**
 * `/requests/massive/detail/{batchId}` (spec 001 §2.2): the batch's header, its rows with their
 * requests' status (paged, by status and subject) and each subject's document, the summary,
 * every document as one zip and the rows with their outcome in Excel.
 */
/**
 * The batch's documents as one zip (issue 45): downloaded at once up to BATCH_DIRECT_ZIP_MAX
 * subjects; past it an archive prepared in the background, the bell saying when it is ready.
 */
function ResultsZip({ batch }: { batch: Batch }) {
  if (!batch.archiveInBackground) {
    return (
      <DownloadButton disabled={batch.completed === 0} download={() => downloadBatchResults(batch.id)}>
        Scarica gli esiti (zip)
      </DownloadButton>
    );
  }
  return <ResultsArchive batchId={batch.id} />;
}

function ResultsArchive({ batchId }: { batchId: number }) {
  const { message } = App.useApp();
  const archive = useBatchArchive(batchId, true);
  const prepare = useRequestBatchArchive(batchId);
  const latest = archive.data;
  const ready = latest?.state === 'READY' && Date.parse(latest.expiresAt!) > Date.now();
  if (ready)
    return (
      <DownloadButton download={() => downloadBatchArchive(batchId)}>
        Scarica l&apos;archivio degli esiti (zip)
      </DownloadButton>
    );
  if (latest?.state === 'PREPARING' || prepare.isPending) {
    return (
      <Flex gap={8} align="center">
        <Button loading disabled>
          Archivio in preparazione…
        </Button>
        <Typography.Text type="secondary">Una notifica ti dirà quando è pronto</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="center">
      <Button
        icon={<DownloadOutlined />}
        disabled={archive.isPending}
        onClick={() => prepare.mutate(undefined, { onSuccess: () => void message.info(BATCH_MESSAGES.archiveStarted) })}
      >
        Prepara l'archivio degli esiti (zip)
      </Button>
      {latest?.state === 'FAILED' && <Typography.Text type="danger">{latest.error}</Typography.Text>}
    </Flex>
  );
}

export default function BatchDetailPage() {
  const id = Number(useParams().batchId);
  const batch = useBatch(id);
  const list = useListState({ defaultSize: 20, initialFilters: { status: null as BatchRow['status'] | null } });

  if (batch.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={batch.error.message}
        action={<Link to={paths.requests}>Le mie richieste</Link>}
      />
    );
  }
  const header = batch.data;
  const columns: TableColumnsType<BatchRow> = [
    { title: 'Riga', dataIndex: 'row', width: 80 },
    { title: 'Codice', dataIndex: 'subjectCode', width: 180 },
    { title: 'Soggetto', dataIndex: 'subjectName', ellipsis: { showTitle: true } },
    {
      title: 'Richiesta',
      dataIndex: 'requestId',
      width: 120,
      render: (requestId: number) => <Link to={paths.request(requestId)}>n. {requestId}</Link>,
    },
    {
      title: 'Stato',
      dataIndex: 'status',
      width: 150,
      render: (value: BatchRow['status']) => <RequestStatusTag status={value} />,
    },
    {
      title: 'Evasa il',
      dataIndex: 'completedAt',
      width: 160,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: 'Documento',
      key: 'report',
      width: 120,
      render: (_, row) =>
        row.status === 'COMPLETED' && (
          <DownloadButton
            size="small"
            aria-label={`Scarica il documento della riga ${row.row}`}
            download={() => downloadBatchRowReport(id, row.row)}
          >
            PDF
          </DownloadButton>
        ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Lotto n. {id}
      </Typography.Title>
      <Card size="small" loading={batch.isPending}>
        {header && (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              {
                key: 'product',
                label: 'Prodotto',
                children: `${header.fullProductCode} - ${header.productDescription}`,
              },
              { key: 'file', label: 'File', children: header.fileName },
              { key: 'rows', label: 'Righe', children: header.rows },
              {
                key: 'requests',
                label: 'Richieste',
                children: header.split
                  ? `${header.completed} evase su ${header.requests}`
                  : `1 richiesta per ${header.rows} soggetti`,
              },
              { key: 'total', label: 'Totale', children: formatEuro(header.total) },
              {
                key: 'status',
                label: 'Stato',
                children:
                  header.status === 'COMPLETED' ? (
                    <Tag color="green">Completato</Tag>
                  ) : (
                    <Tag color="gold">In lavorazione</Tag>
                  ),
              },
              { key: 'created', label: 'Inviato il', children: formatDateTime(header.createdAt) },
              { key: 'completed', label: 'Completato il', children: formatDateTime(header.completedAt) || '—' },
              { key: 'user', label: 'Inviato da', children: header.userName },
            ]}
          />
        )}
      </Card>
      {/* The rows once the batch is known: a batch that is not the caller's shows its refusal alone. */}
      {header && (
        <ListScreen
          title="Righe del lotto"
          list={list}
          query={({ status, ...params }) => batchRowsPage(id, { ...params, status: status ?? undefined })}
          search={{ placeholder: 'Cerca per codice o soggetto', delay: 500 }}
          filters={
            <RequestStatusSelect value={list.filters.status} onChange={(next) => list.changeFilter('status', next)} />
          }
          actions={
            <Flex gap={8}>
              <DownloadButton download={() => exportBatch(id)}>Esporta in Excel</DownloadButton>
              <DownloadButton disabled={!header || header.completed === 0} download={() => downloadBatchSummary(id)}>
                Scarica il riepilogo (PDF)
              </DownloadButton>
              <ResultsZip batch={header} />
            </Flex>
          }
          columns={columns}
          rowKey="row"
          sizeOptions={PAGE_SIZES}
          emptyText="Nessuna riga con questi filtri"
        />
      )}
    </Flex>
  );
}
