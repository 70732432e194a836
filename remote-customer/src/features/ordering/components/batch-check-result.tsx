import { useMemo, useState } from 'react';
import type { BatchCheck, BatchCheckRow } from '@portal/contracts/api/batches';
import { BATCH_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import {
  Alert,
  Button,
  Flex,
  Select,
  Table,
  Tag,
  Typography,
  formatEuro,
  type TableColumnsType,
} from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';

type RowFilter = 'all' | 'blocking' | 'warnings' | 'skipped' | 'ok' | `message:${string}`;

const isBlocking = (row: BatchCheckRow) => row.errors.some((error) => error.type === 'ERROR' && !error.skippable);
const isSkipped = (row: BatchCheckRow) =>
  !isBlocking(row) && row.errors.some((error) => error.type === 'ERROR' && error.skippable);
const hasWarning = (row: BatchCheckRow) => row.errors.some((error) => error.type === 'WARN');

function keep(filter: RowFilter, row: BatchCheckRow): boolean {
  if (filter === 'all') return true;
  if (filter === 'blocking') return isBlocking(row);
  if (filter === 'warnings') return hasWarning(row);
  if (filter === 'skipped') return isSkipped(row);
  if (filter === 'ok') return row.errors.length === 0;
  return row.errors.some((error) => `message:${error.message}` === filter);
}

/** A row's outcome: OK, or each of its errors with its kind. */
function Outcome({ row }: { row: BatchCheckRow }) {
  if (row.errors.length === 0) return <Tag color="green">OK</Tag>;
  return (
    <Flex vertical gap={4}>
      {row.errors.map((error, index) => (
        <span key={index}>
          <Tag color={error.type === 'WARN' ? 'orange' : error.skippable ? 'default' : 'red'}>
            {error.type === 'WARN' ? 'Avviso' : error.skippable ? 'Esclusa' : 'Bloccante'}
          </Tag>
          {error.message}
        </span>
      ))}
    </Flex>
  );
}

/**
 * The checked file (spec 001 §2.1, §8): the banners, the rows with their outcome (filtered by
 * error), the ignored columns, what the batch costs against the credit, and 'Invia il lotto',
 * disabled while a blocking error remains: then the rows in error may be left out and the rest
 * sent, without uploading the file again.
 */
export function BatchCheckResult({
  check,
  split,
  submitting,
  onSubmit,
  onReload,
}: {
  check: BatchCheck;
  split: boolean;
  submitting: boolean;
  /** `excludeBlocking`: the rows with a blocking error are left out. */
  onSubmit: (excludeBlocking: boolean) => void;
  onReload: () => void;
}) {
  const [filter, setFilter] = useState<RowFilter>('all');
  const messages = useMemo(
    () => [...new Set(check.rows.flatMap((row) => row.errors.map((error) => error.message)))],
    [check.rows],
  );
  const columns: TableColumnsType<BatchCheckRow> = [
    { title: 'Riga', dataIndex: 'row', width: 70, fixed: 'left' },
    ...(check.rows[0]?.records ?? []).map((record, index) => ({
      title: record.displayLabel,
      key: record.label,
      width: 170,
      ellipsis: true,
      render: (_: unknown, row: BatchCheckRow) => row.records[index]?.stringValue,
    })),
    // Kept in view however many columns the file has (issue 46: the error column at 1440 px).
    { title: 'Esito', key: 'outcome', width: 360, fixed: 'right', render: (_, row) => <Outcome row={row} /> },
  ];
  const rows = check.rows.filter((row) => keep(filter, row));
  return (
    <Flex vertical gap={12}>
      {check.blocking > 0 && <Alert type="error" showIcon title={BATCH_MESSAGES.blocking(check.blocking)} />}
      {check.warnings > 0 && <Alert type="warning" showIcon title={BATCH_MESSAGES.warnings(check.warnings)} />}
      {check.skipped > 0 && (
        <Alert
          type="info"
          showIcon
          title={
            check.skipped === 1
              ? '1 riga sarà esclusa dal lotto (errore non bloccante)'
              : `${check.skipped} righe saranno escluse dal lotto (errori non bloccanti)`
          }
        />
      )}
      {check.ignoredColumns.length > 0 && (
        <Alert type="info" showIcon title={`Colonne ignorate: ${check.ignoredColumns.join(', ')}`} />
      )}
      <Flex gap={8} align="center" wrap>
        <label htmlFor="batch-row-filter">Mostra</label>
        <Select<RowFilter>
          id="batch-row-filter"
          aria-label="Filtra le righe"
          style={{ minWidth: 260 }}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: `Tutte le righe (${check.rows.length})` },
            { value: 'blocking', label: 'Con errori bloccanti' },
            { value: 'warnings', label: 'Con avvisi' },
            { value: 'skipped', label: 'Escluse dal lotto' },
            { value: 'ok', label: 'Senza errori' },
            ...messages.map((message) => ({ value: `message:${message}` as RowFilter, label: message })),
          ]}
        />
      </Flex>
      <Table<BatchCheckRow>
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 25, showSizeChanger: false }}
        locale={{ emptyText: 'Nessuna riga con questo filtro' }}
      />
      <Descriptions
        size="small"
        // One column on a phone: side by side, an amount would break inside its digits.
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'rows', label: 'Righe del file', children: check.total },
          {
            key: 'requests',
            label: 'Richieste',
            children: split ? check.requests : `1 richiesta per ${check.requests} soggetti`,
          },
          { key: 'unit', label: 'Prezzo per soggetto', children: formatEuro(check.unitPrice) },
          { key: 'total', label: 'Totale del lotto', children: <strong>{formatEuro(check.totalPrice)}</strong> },
          { key: 'credit', label: 'Credito disponibile', children: formatEuro(check.credit) },
        ]}
      />
      {!check.enough && <Alert type="error" showIcon title={ORDERING_MESSAGES.insufficientCredit} />}
      {check.blocking > 0 && (
        <Typography.Text type="secondary">
          Correggi il file e caricalo di nuovo, oppure escludi le righe con errori bloccanti e invia le altre.
        </Typography.Text>
      )}
      <Flex gap={8} wrap>
        <Button onClick={onReload} disabled={submitting}>
          Carica un altro file
        </Button>
        <Button
          type="primary"
          loading={submitting}
          disabled={check.blocking > 0 || check.requests === 0 || !check.enough}
          onClick={() => onSubmit(false)}
        >
          Invia il lotto
        </Button>
        {check.blocking > 0 && (
          <Button loading={submitting} disabled={check.requests === 0 || !check.enough} onClick={() => onSubmit(true)}>
            {check.blocking === 1
              ? 'Escludi la riga con errori e invia le altre'
              : `Escludi le ${check.blocking} righe con errori e invia le altre`}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
