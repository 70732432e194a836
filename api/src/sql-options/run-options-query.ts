/**
 * Runs a SELECT field's SQL options for one tenant (spec 002 §3), after checking it again:
 * a stored text is not trusted because it passed a check once. The run is a READ ONLY
 * transaction that sets the tenant the lookup views filter by, a statement timeout of
 * SQL_OPTIONS_TIMEOUT_MS (enforced by a PostgreSQL server; PGlite has no timer, so there the
 * check bounds the cost before the query runs: one view, no joins, no expression longer than
 * MAX_VALUE_CHARS) and, where the database has it, the role that can read those views and
 * nothing else. At most MAX_SQL_OPTIONS rows and MAX_SQL_OPTIONS_BYTES come back, on both
 * databases: the first column is the value, the second (when there is one) the label.
 */
import { invalid } from '../domain-error.ts';
import type { TenantId } from '../db/tenant-id.ts';
import type { Database } from '../db/database.ts';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { checkOptionsQuery } from './options-query-check.ts';

export const MAX_SQL_OPTIONS = 200;
/** The options' text in all: past it the query is refused (at the field's save and at use). */
export const MAX_SQL_OPTIONS_BYTES = 64 * 1024;
export const SQL_OPTIONS_TIMEOUT_MS = 2000;
const ROLE = 'portal_sql_options';
const QUERY_CANCELED = '57014';

export interface SelectOption {
  value: string;
  label: string;
}

// Whether the sandbox role exists and the API's user may take it, asked once per database.
const roleAvailable = new WeakMap<Database, Promise<boolean>>();
function sandboxRole(db: Database): Promise<boolean> {
  let available = roleAvailable.get(db);
  if (!available) {
    available = db
      .query<{ ok: boolean }>(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1)
           THEN pg_has_role(current_user, $1, 'MEMBER') ELSE false END AS ok`,
        [ROLE],
      )
      .then(([row]) => {
        if (!row.ok) console.warn(`[sql-options] role ${ROLE} not available: parser and READ ONLY only`);
        return row.ok;
      });
    roleAvailable.set(db, available);
  }
  return available;
}

const text = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** The options the query gives this tenant; a refused or failing query is an `invalid` domain error. */
export async function runOptionsQuery(db: Database, tenantId: TenantId, sql: string): Promise<SelectOption[]> {
  const check = await checkOptionsQuery(sql);
  if (!check.ok) throw invalid(check.problem, 'sqlOptions');
  const useRole = await sandboxRole(db);
  let rows: Record<string, unknown>[];
  try {
    rows = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION READ ONLY');
      await tx.query(`SELECT set_config('portal.tenant_id', $1, true)`, [String(tenantId)]);
      await tx.query(`SET LOCAL statement_timeout = ${SQL_OPTIONS_TIMEOUT_MS}`);
      if (useRole) await tx.query(`SET LOCAL ROLE ${ROLE}`);
      // New lines around the statement: a trailing "-- comment" cannot swallow the cap.
      return tx.query(`SELECT * FROM (\n${check.statement}\n) AS options LIMIT ${MAX_SQL_OPTIONS}`);
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Only the database's refusals (a SQLSTATE) are the query's fault; the rest is ours.
    if (typeof code !== 'string' || code.length !== 5) throw error;
    if (code === QUERY_CANCELED) throw invalid(CATALOGUE_MESSAGES.sqlTimeout, 'sqlOptions');
    throw invalid(CATALOGUE_MESSAGES.sqlRun(error instanceof Error ? error.message : String(error)), 'sqlOptions');
  }
  const options = new Map<string, SelectOption>();
  let bytes = 0;
  for (const row of rows) {
    const [value, label] = Object.values(row);
    if (value === null || value === undefined || options.has(text(value))) continue;
    const option = { value: text(value), label: label === null || label === undefined ? text(value) : text(label) };
    bytes += Buffer.byteLength(option.value) + Buffer.byteLength(option.label);
    if (bytes > MAX_SQL_OPTIONS_BYTES) {
      throw invalid(CATALOGUE_MESSAGES.sqlOutputTooLarge(MAX_SQL_OPTIONS_BYTES / 1024), 'sqlOptions');
    }
    options.set(option.value, option);
  }
  return [...options.values()];
}
