/**
 * The options of a form's SELECT fields whose options come from SQL, run for the tenant when
 * a customer opens the form and again when the request is checked, so both see the same list.
 */
import type { TenantId } from '../db/tenant-id.ts';
import type { Database } from '../db/database.ts';
import { runOptionsQuery } from './run-options-query.ts';

interface FieldWithSql {
  fieldCode: string;
  selectValueList?: readonly string[];
  sqlOptions: string | null;
}

type Resolved<F> = Omit<F, 'sqlOptions'> & { selectValueList: string[]; selectLabelList: string[] };

/**
 * The fields with their SQL options run and the SQL left out. A query that no longer runs (a
 * view changed since it was saved) leaves its field without options and says so in the log:
 * the form still opens, and the manager's field page refuses the query when next saved.
 */
export async function withSqlOptionsRun<F extends FieldWithSql>(
  db: Database,
  tenantId: TenantId,
  fields: readonly F[],
): Promise<Resolved<F>[]> {
  const resolved: Resolved<F>[] = [];
  // One after the other: PGlite runs one transaction at a time anyway.
  for (const { sqlOptions, ...field } of fields) {
    const listed: string[] = [...(field.selectValueList ?? [])];
    let options: { selectValueList: string[]; selectLabelList: string[] } = {
      selectValueList: listed,
      selectLabelList: listed,
    };
    if (sqlOptions) {
      try {
        const rows = await runOptionsQuery(db, tenantId, sqlOptions);
        options = { selectValueList: rows.map((row) => row.value), selectLabelList: rows.map((row) => row.label) };
      } catch (error) {
        console.warn(`[sql-options] field ${field.fieldCode}: ${(error as Error).message}`);
        options = { selectValueList: [], selectLabelList: [] };
      }
    }
    resolved.push({ ...field, ...options } as Resolved<F>);
  }
  return resolved;
}
