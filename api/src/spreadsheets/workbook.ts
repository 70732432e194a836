/**
 * Spreadsheets the portal hands out (exceljs): Italian headers, amounts as euro with two
 * decimals, a frozen header row and a filter on it. Text that a spreadsheet would run as a
 * formula (=, +, -, @ first) is written as plain text.
 */

export interface SheetColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null;
  /** Euro amounts: the decimal text becomes a number cell shown as 1.234,50 €. */
  euro?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** exceljs, loaded with the first workbook: the API starts without it (it reserves 128 MB at load). */
export const excel = async () => (await import('exceljs')).default;

/** A cell's text, never taken as a formula (CSV/XLSX injection). */
export function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export async function workbook<R>(sheetName: string, columns: SheetColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const book = new (await excel()).Workbook();
  book.creator = 'Portale';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        if (value === null) return null;
        if (column.euro) return Number(value);
        return typeof value === 'string' ? safeText(value) : value;
      }),
    );
  }
  columns.forEach((column, index) => {
    if (column.euro) sheet.getColumn(index + 1).numFmt = '#,##0.00 "€"';
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export { XLSX_TYPE } from '@portal/contracts/api/endpoint';
