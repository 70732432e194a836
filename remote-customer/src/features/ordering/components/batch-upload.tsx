import { useState } from 'react';
import type { BatchCheck, BatchCreated } from '@portal/contracts/api/batches';
import type { OrderForm } from '@portal/contracts/api/ordering';
import {
  BATCH_FILE_EXTENSIONS,
  BATCH_MESSAGES,
  MAX_BATCH_FILE_MB,
  MAX_BATCH_ROWS_TEXT,
} from '@portal/contracts/messages';
import { Alert, App, Button, CloudUploadOutlined, Flex, QuestionCircleOutlined, Typography } from '@portal/shared-ui';
import { Drawer } from '@portal/shared-ui/drawer';
import { Progress, Upload } from '@portal/shared-ui/upload';
import type { LiveChannelOptions } from '@portal/shared-auth/live';
import {
  cancelBatchCheck,
  downloadBatchProductFile,
  downloadBatchTemplate,
  saveBatchMapping,
  startBatchCheck,
  useBatchProductFiles,
  useSubmitBatch,
} from '../api/batch-upload';
import { useBatchCheck } from '../hooks/use-batch-check';
import type { SubjectType } from '../types/ordering';
import { BatchCheckResult } from './batch-check-result';
import { BatchMapping } from './batch-mapping';
import { DownloadButton } from '../../../components/download-button';

const ACCEPT = BATCH_FILE_EXTENSIONS.join(',');
const acceptable = (name: string) => BATCH_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** The info drawer of the upload tab (spec 001 §2.1): the rules a file must follow. */
function FileRules({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="Regole del file" open={open} onClose={onClose} size="default">
      <Typography.Paragraph>
        Per richiedere il prodotto per molti soggetti in una volta carica un file:
      </Typography.Paragraph>
      <ul>
        <li>la prima riga contiene i nomi delle colonne (quelli del file di esempio);</li>
        <li>una riga per soggetto, al massimo {MAX_BATCH_ROWS_TEXT} righe;</li>
        <li>le colonne non previste dal modulo sono ignorate e indicate nell&apos;esito;</li>
        <li>
          formati accettati: csv (separato da virgola o punto e virgola, UTF-8), xls, xlsx, ods; al massimo{' '}
          {MAX_BATCH_FILE_MB} MB;
        </li>
        <li>le date nel formato gg/mm/aaaa; le formule non sono calcolate: inserisci i valori.</li>
      </ul>
      <Typography.Paragraph>
        Ogni riga è controllata con le regole del modulo. Gli errori bloccanti vanno corretti e il file ricaricato; le
        righe con errori non bloccanti (per esempio una richiesta già fatta) sono escluse dal lotto; gli avvisi non
        impediscono l&apos;invio.
      </Typography.Paragraph>
    </Drawer>
  );
}

/**
 * The file tab of the wizard's first step (spec 001 §2.1, §3): the rules and the template, the
 * file picked (upload state staging) and checked on the server with its progress, the mapping
 * step when its columns are not the form's, the checked rows (state loaded) and the submit.
 */
export function BatchUpload({
  form,
  subjectType,
  onSubmitted,
  live,
}: {
  form: OrderForm;
  subjectType: SubjectType;
  onSubmitted: (created: BatchCreated) => void;
  /** Tests: the live channel's socket. */
  live?: Partial<LiveChannelOptions>;
}) {
  const { message } = App.useApp();
  const productId = form.product.id;
  const [file, setFile] = useState<File | null>(null);
  const [started, setStarted] = useState<BatchCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [check, setCheck] = useBatchCheck(started, live);
  const submit = useSubmitBatch();
  const files = useBatchProductFiles(productId, subjectType);

  const begin = (picked: File) => {
    setFile(picked);
    setBusy(true);
    startBatchCheck(productId, subjectType, picked)
      .then(setStarted)
      .catch(() => setStarted(null)) // the client has shown the server's reason
      .finally(() => setBusy(false));
  };
  const reset = () => {
    setStarted(null);
    setCheck(null);
    setFile(null);
    submit.reset();
  };
  const cancel = () => {
    if (check?.id) void cancelBatchCheck(check.id).catch(() => undefined);
    reset();
  };

  if (check?.state === 'mapping' && file) {
    return (
      <BatchMapping
        check={check}
        saving={busy}
        onCancel={reset}
        onConfirm={(columns) => {
          setBusy(true);
          saveBatchMapping({ productId, subjectType, columns })
            .then(() => begin(file))
            .catch(() => setBusy(false));
        }}
      />
    );
  }
  if (check?.state === 'staging') {
    const percent = check.total ? Math.floor((check.checked / check.total) * 100) : 0;
    return (
      <Flex vertical gap={12} style={{ maxWidth: 560 }}>
        <Typography.Text>Controllo del file {check.fileName} in corso…</Typography.Text>
        <Progress percent={percent} status="active" aria-label="Avanzamento del controllo" />
        <Typography.Text type="secondary" aria-live="polite">
          Righe controllate: {check.checked} di {check.total}
        </Typography.Text>
        <Flex>
          <Button onClick={cancel}>Annulla</Button>
        </Flex>
      </Flex>
    );
  }
  if (check?.state === 'loaded') {
    return (
      <BatchCheckResult
        check={check}
        split={form.product.massiveUploadSplit}
        submitting={submit.isPending}
        onReload={cancel}
        onSubmit={(excludeBlocking) =>
          submit.mutate(excludeBlocking ? { checkId: check.id!, excludeBlocking } : { checkId: check.id! }, {
            onSuccess: (created) => onSubmitted(created),
          })
        }
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      {(check?.state === 'failed' || check?.state === 'cancelled') && (
        <Alert
          type={check.state === 'failed' ? 'error' : 'info'}
          showIcon
          title={check.state === 'failed' ? BATCH_MESSAGES.checkExpired : BATCH_MESSAGES.checkCancelled}
        />
      )}
      <Flex gap={8} wrap>
        <Button icon={<QuestionCircleOutlined />} onClick={() => setRulesOpen(true)}>
          Regole del file
        </Button>
        <DownloadButton download={() => downloadBatchTemplate(productId, subjectType)}>
          Scarica file di esempio
        </DownloadButton>
        {files.data?.demo && (
          <DownloadButton download={() => downloadBatchProductFile(productId, subjectType, 'demo')}>
            File demo
          </DownloadButton>
        )}
        {files.data?.sheet && (
          <DownloadButton download={() => downloadBatchProductFile(productId, subjectType, 'sheet')}>
            Scheda prodotto
          </DownloadButton>
        )}
      </Flex>
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(picked) => {
          if (!acceptable(picked.name)) void message.error(BATCH_MESSAGES.fileType);
          else begin(picked);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <CloudUploadOutlined />
        </p>
        <p className="ant-upload-text">
          {busy ? 'Caricamento del file…' : 'Trascina qui il file o fai clic per sceglierlo'}
        </p>
        <p className="ant-upload-hint">csv, xls, xlsx, ods · al massimo {MAX_BATCH_ROWS_TEXT} righe</p>
      </Upload.Dragger>
      <FileRules open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </Flex>
  );
}
