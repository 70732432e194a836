/**
 * The rows of a batch file against the product's form (spec 001 §5): which column feeds which
 * field, and each row's errors by the very rules a single request is checked with
 * (`requestFormProblems`, the fields' CF/PI validators, the form's validators). A row's error
 * is blocking unless skippable: a request the form's validators refuse as a repeat (a request
 * already made, a subject already monitored) is skipped, the rest of the batch goes on.
 * Warnings do not stop anything: a row identical to an earlier one, a subject not in the registry.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type { BatchColumn, BatchRecord, BatchRowError } from '@portal/contracts/api/batches';
import type { NewRequestInput } from '@portal/contracts/api/requests';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import { missingColumns } from '@portal/contracts/batches';
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { requestFormProblems, type RequestFormValues } from '@portal/contracts/request-form';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { DomainError } from '../../domain-error.ts';
import { codiceFiscaleError } from '../../italian/codice-fiscale.ts';
import { partitaIvaError } from '../../italian/partita-iva.ts';
import type { SheetCell } from '../../spreadsheets/read-sheet.ts';
import { runRequestValidators, subjectCodeOf } from '../requests/service.ts';
import { type MappedRow } from './reads.ts';

/** The fields a file can fill: not files (they travel one by one), not hidden ones. */
export function fileFields<F extends Pick<OrderFormField, 'type'>>(fields: readonly F[]): F[] {
  return fields.filter((field) => field.type !== 'FILE' && field.type !== 'HIDDEN');
}

/** "Codice fiscale / Partita IVA" and "codice_fiscale_partita_iva" are the same column. */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * Each field's column: the one the user chose last time for this product when the file has it,
 * else the one named as the field (its name or its code).
 */
export function resolveColumns(
  fields: readonly Pick<OrderFormField, 'fieldCode' | 'name' | 'obligatory' | 'group'>[],
  headers: readonly string[],
  saved: Record<string, string | null> | null,
): BatchColumn[] {
  const present = new Set(headers);
  const byName = new Map(headers.map((header) => [normalized(header), header]));
  return fields.map((field) => {
    const chosen = saved?.[field.fieldCode];
    const column =
      chosen && present.has(chosen)
        ? chosen
        : (byName.get(normalized(field.name)) ?? byName.get(normalized(field.fieldCode)) ?? null);
    return { fieldCode: field.fieldCode, name: field.name, obligatory: field.obligatory, group: field.group, column };
  });
}

/** Every field the form requires has a column (a group: one of its obligatory fields). */
export function columnsComplete(columns: readonly BatchColumn[]): boolean {
  return missingColumns(columns).length === 0;
}

export function ignoredColumns(headers: readonly string[], columns: readonly BatchColumn[]): string[] {
  const used = new Set(columns.map((column) => column.column));
  return headers.filter((header) => header !== '' && !used.has(header));
}

export type { MappedRow };

export function mapRow(
  columns: readonly BatchColumn[],
  headers: readonly string[],
  row: { row: number; cells: SheetCell[] },
): MappedRow {
  const values: Record<string, string> = {};
  const formulas: string[] = [];
  for (const column of columns) {
    if (column.column === null) continue;
    const cell = row.cells[headers.indexOf(column.column)];
    if (!cell) continue;
    if (cell.text !== '') values[column.fieldCode] = cell.text;
    if (cell.formula) formulas.push(column.fieldCode);
  }
  return { row: row.row, values, formulas };
}

const TRUE = new Set(['s', 'si', 'sì', 'x', 'true', 'vero', '1', 'y', 'yes']);
const FALSE = new Set(['n', 'no', 'false', 'falso', '0']);

/** The row's texts as a request's form values: a FLAG is a yes or a no, the rest stays text. */
export function formParamsOf(
  fields: readonly Pick<OrderFormField, 'fieldCode' | 'type'>[],
  values: Record<string, string>,
): { params: RequestFormValues; flagErrors: string[] } {
  const params: RequestFormValues = {};
  const flagErrors: string[] = [];
  for (const field of fields) {
    const text = values[field.fieldCode]?.trim();
    if (text === undefined || text === '') continue;
    if (field.type === 'FLAG') {
      const word = text.toLowerCase();
      if (TRUE.has(word)) params[field.fieldCode] = true;
      else if (FALSE.has(word)) params[field.fieldCode] = false;
      else flagErrors.push(field.fieldCode);
      continue;
    }
    params[field.fieldCode] = text;
  }
  return { params, flagErrors };
}

export function recordsOf(
  fields: readonly Pick<OrderFormField, 'fieldCode' | 'name'>[],
  row: MappedRow,
): BatchRecord[] {
  return fields.map((field) => ({
    label: field.fieldCode,
    displayLabel: field.name,
    stringValue: row.values[field.fieldCode] ?? '',
  }));
}

export interface RowCheckContext {
  db: Queryable;
  tenantId: TenantId;
  clientId: number;
  productId: number;
  subjectType: SubjectKind;
  fields: readonly OrderFormField[];
  /** The form's validators (RICHIESTA_UNICA, CF_COERENTE, …). */
  validators: readonly string[];
}

const blocking = (message: string, fieldCode: string | null = null): BatchRowError => ({
  message,
  type: 'ERROR',
  skippable: false,
  fieldCode,
});

/** One row's errors, by the single request's rules; [] when it may be requested. */
export async function checkRow(context: RowCheckContext, row: MappedRow): Promise<BatchRowError[]> {
  const { fields, subjectType } = context;
  const errors: BatchRowError[] = [];
  const { params, flagErrors } = formParamsOf(fields, row.values);
  const failed = new Set<string>();
  for (const code of row.formulas) {
    errors.push(blocking(BATCH_MESSAGES.formula, code));
    failed.add(code);
  }
  for (const code of flagErrors) {
    errors.push(blocking(BATCH_MESSAGES.flag, code));
    failed.add(code);
  }
  for (const [code, message] of Object.entries(requestFormProblems(fields, params))) {
    if (failed.has(code)) continue;
    errors.push(blocking(message, code));
    failed.add(code);
  }
  // The fields' own code checks, as the form asks the server on leaving the field.
  for (const field of fields) {
    const value = params[field.fieldCode];
    if (!field.validator || failed.has(field.fieldCode) || typeof value !== 'string') continue;
    const checks = field.validator === 'BOTH' ? ['PI', 'CF'] : [field.validator];
    const verdicts = await Promise.all(
      checks.map((check) => (check === 'PI' ? partitaIvaError(value) : codiceFiscaleError(value, subjectType))),
    );
    if (verdicts.every((verdict) => verdict !== null)) {
      errors.push(blocking(verdicts[0]!, field.fieldCode));
      failed.add(field.fieldCode);
    }
  }
  if (errors.length > 0) return errors;
  try {
    await runRequestValidators(context.validators, {
      db: context.db,
      tenantId: context.tenantId,
      clientId: context.clientId,
      productId: context.productId,
      input: requestInput(context, params),
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A repeat (409) is left out of the batch; a wrong datum (400) must be fixed.
    const skippable = error.kind === 'conflict';
    const field = (error.context as { field?: string } | null)?.field ?? null;
    errors.push({
      message: error.message,
      type: 'ERROR',
      skippable,
      fieldCode: field?.replace(/^formParams\./, '') ?? null,
    });
  }
  return errors;
}

/** The row as the single request it stands for. */
export function requestInput(
  context: Pick<RowCheckContext, 'productId' | 'subjectType'>,
  params: RequestFormValues,
): NewRequestInput {
  return { productId: context.productId, tipoSogg: context.subjectType, formParams: params } as NewRequestInput;
}

/** The subject a row names: its code (as a single request reads it) and a name from the row. */
export function rowSubject(
  context: Pick<RowCheckContext, 'productId' | 'subjectType'>,
  values: Record<string, string>,
): { code: string | null; name: string | null } {
  const code = subjectCodeOf(requestInput(context, values));
  const name =
    values.RAGIONE_SOCIALE ??
    values.DENOMINAZIONE ??
    values.DENOMINAZIONE_PF ??
    ([values.COGNOME, values.NOME].filter(Boolean).join(' ') || null);
  return { code, name: name?.slice(0, 255) ?? null };
}

/** The registry's names of the codes that exist (companies by partita IVA or codice fiscale, persons). */
export async function registryNames(
  db: Queryable,
  tenantId: TenantId,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<{ code: string; name: string }>(
    `SELECT x.code, COALESCE(c.denominazione, p.denominazione) AS name
       FROM unnest($2::text[]) AS x(code)
       LEFT JOIN LATERAL (SELECT denominazione FROM companies
                           WHERE tenant_id = $1 AND (partita_iva = x.code::bpchar OR codice_fiscale = x.code) LIMIT 1) c ON true
       LEFT JOIN LATERAL (SELECT denominazione FROM persons
                           WHERE tenant_id = $1 AND codice_fiscale = x.code::bpchar LIMIT 1) p ON true
      WHERE c.denominazione IS NOT NULL OR p.denominazione IS NOT NULL`,
    [tenantId, [...new Set(codes)]],
  );
  return new Map(rows.map((row) => [row.code, row.name]));
}
