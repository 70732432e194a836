import { useState } from 'react';
import type { BatchCheck } from '@portal/contracts/api/batches';
import { missingColumns } from '@portal/contracts/batches';
import { Alert, Button, Flex, Select, Table, Typography, type TableColumnsType } from '@portal/shared-ui';

/**
 * The file's columns do not match the form: each field beside the column it is read from,
 * with the first rows of the file to choose by. Required fields need a column; the choice is
 * remembered for the product's next file.
 */
export function BatchMapping({
  check,
  saving,
  onConfirm,
  onCancel,
}: {
  check: BatchCheck;
  saving: boolean;
  onConfirm: (columns: Record<string, string | null>) => void;
  onCancel: () => void;
}) {
  const [chosen, setChosen] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(check.columns.map((column) => [column.fieldCode, column.column])),
  );
  const missing = missingColumns(
    check.columns.map((column) => ({ ...column, column: chosen[column.fieldCode] ?? null })),
  );
  const options = check.headers.map((header) => ({ value: header, label: header }));
  const preview: TableColumnsType<string[]> = check.headers.map((header, index) => ({
    title: header,
    key: `${index}`,
    ellipsis: true,
    width: 160,
    render: (_, row) => row[index],
  }));
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        title="Le colonne del file non corrispondono ai campi del modulo"
        description="Indica da quale colonna leggere ogni campo: la scelta sarà riproposta al prossimo caricamento di questo prodotto."
      />
      <Flex vertical gap={8} style={{ maxWidth: 640 }}>
        {check.columns.map((column) => (
          <Flex key={column.fieldCode} gap={12} align="center">
            <label htmlFor={`map-${column.fieldCode}`} style={{ width: 260 }}>
              {column.name}
              {column.obligatory ? (column.group > 0 ? ` (gruppo ${column.group})` : ' *') : ''}
            </label>
            <Select<string>
              id={`map-${column.fieldCode}`}
              aria-label={`Colonna per ${column.name}`}
              style={{ flex: 1 }}
              allowClear
              placeholder="Nessuna colonna"
              value={chosen[column.fieldCode] ?? undefined}
              options={options}
              onChange={(value) => setChosen((current) => ({ ...current, [column.fieldCode]: value ?? null }))}
            />
          </Flex>
        ))}
      </Flex>
      {missing.length > 0 && (
        <Typography.Text type="secondary">
          Da abbinare: {missing.map((column) => column.name).join(', ')}
        </Typography.Text>
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        Anteprima delle prime {check.preview.length} righe
      </Typography.Title>
      <Table<string[]>
        size="small"
        rowKey={(_, index) => String(index)}
        columns={preview}
        dataSource={check.preview}
        pagination={false}
        scroll={{ x: 'max-content', y: 320 }}
      />
      <Flex gap={8}>
        <Button onClick={onCancel} disabled={saving}>
          Annulla
        </Button>
        <Button type="primary" loading={saving} disabled={missing.length > 0} onClick={() => onConfirm(chosen)}>
          Conferma abbinamento
        </Button>
      </Flex>
    </Flex>
  );
}
