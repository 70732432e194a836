/** The rules of a batch file's columns, one implementation for the mapping step and the server. */
import type { BatchColumn } from './api/batches.ts';

/** The required fields without a column; of a group without any, all its obligatory fields. */
export function missingColumns<C extends Pick<BatchColumn, 'fieldCode' | 'obligatory' | 'group' | 'column'>>(
  columns: readonly C[],
): C[] {
  const mapped = (column: C) => column.column !== null && column.column !== '';
  const groupsMapped = new Set(
    columns.filter((column) => column.group > 0 && column.obligatory && mapped(column)).map((column) => column.group),
  );
  return columns.filter(
    (column) => column.obligatory && !mapped(column) && (column.group === 0 || !groupsMapped.has(column.group)),
  );
}
