/**
 * CSV as Italian spreadsheets open it: UTF-8 with a BOM, semicolons, decimal commas, every
 * text quoted and never taken as a formula (CSV injection).
 */
import { safeText, type SheetColumn } from './workbook.ts';

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

export function csv<R>(columns: SheetColumn<R>[], rows: readonly R[]): Buffer {
  const lines = [columns.map((column) => quoted(column.header)).join(';')];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => {
          const value = column.value(row);
          if (value === null) return '';
          if (column.euro) return String(value).replace('.', ',');
          if (typeof value === 'number') return String(value);
          return quoted(safeText(value));
        })
        .join(';'),
    );
  }
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
