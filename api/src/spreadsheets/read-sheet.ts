/**
 * Reading a customer's batch file (spec 001 §5): csv, xls, xlsx or ods, the first sheet, the first
 * row as column names, every cell as text. SheetJS CE reads the formats; this module only sets the
 * limits around it, before anything is parsed where it can:
 * - the extension must be one of the four and the content must be of that kind;
 * - at most MAX_BATCH_FILE_MB, and a zipped format (xlsx, ods) may not inflate past
 *   MAX_INFLATED_BYTES (a zip bomb is refused while inflating, not after);
 * - at most MAX_BATCH_ROWS data rows (the parser stops reading one row past them);
 * - formulas are never evaluated: a formula cell is read as its formula text, and flagged.
 * Dates come out as dd/MM/yyyy and numbers as plain decimals ("1234.5"), whatever the cell's format.
 */
import * as XLSX from '@e965/xlsx';
import { Unzip, UnzipInflate } from 'fflate';
import { BATCH_FILE_EXTENSIONS, BATCH_MESSAGES, MAX_BATCH_FILE_MB, MAX_BATCH_ROWS } from '@portal/contracts/messages';

/** What a zipped sheet may inflate to: a 1.000-row sheet is a few MB at most. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export class SheetError extends Error {}

export interface SheetCell {
  text: string;
  /** The cell held a formula (its text is the formula, never its result). */
  formula: boolean;
}

export interface ParsedSheet {
  headers: string[];
  /** Data rows with their row number in the file (the header is row 1), empty rows left out. */
  rows: { row: number; cells: SheetCell[] }[];
}

type Extension = (typeof BATCH_FILE_EXTENSIONS)[number];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((byte, index) => data[index] === byte);

export function extensionOf(fileName: string): Extension | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return (BATCH_FILE_EXTENSIONS as readonly string[]).includes(extension) ? (extension as Extension) : null;
}

/** Inflates every entry once, counting, and gives up past the bound; the names found. */
function inflatedEntries(data: Uint8Array): Set<string> {
  const names = new Set<string>();
  let inflated = 0;
  const unzip = new Unzip((file) => {
    names.add(file.name);
    file.ondata = (error, chunk) => {
      // fflate hands a throw from here back as this callback's error: keep which one it was.
      if (error)
        throw new SheetError(
          inflated > MAX_INFLATED_BYTES ? BATCH_MESSAGES.inflatesTooMuch : BATCH_MESSAGES.unreadable,
        );
      inflated += chunk.length;
      if (inflated > MAX_INFLATED_BYTES) throw new SheetError(BATCH_MESSAGES.inflatesTooMuch);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(data, true);
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError(BATCH_MESSAGES.unreadable);
  }
  return names;
}

/** The kind of content must be the one the extension says. */
function checkContent(extension: Extension, data: Uint8Array): void {
  const mismatch = () => new SheetError(BATCH_MESSAGES.contentMismatch(extension));
  if (extension === '.xlsx' || extension === '.ods') {
    if (!startsWith(data, ZIP)) throw mismatch();
    const names = inflatedEntries(data);
    const isXlsx = names.has('[Content_Types].xml') && [...names].some((name) => name.startsWith('xl/'));
    const isOds = names.has('content.xml') && names.has('mimetype');
    if (extension === '.xlsx' ? !isXlsx : !isOds) throw mismatch();
    return;
  }
  if (extension === '.xls') {
    if (!startsWith(data, OLE)) throw mismatch();
    return;
  }
  // CSV: text, no NUL, and not a zip or a compound document renamed.
  if (startsWith(data, ZIP) || startsWith(data, OLE) || data.includes(0)) throw mismatch();
}

function csvText(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new SheetError(BATCH_MESSAGES.notUtf8);
  }
}

/** Semicolon or comma: the one the header row uses more, outside quotes. */
function csvSeparator(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

const two = (n: number) => String(n).padStart(2, '0');

function cellOf(cell: XLSX.CellObject | undefined): SheetCell {
  if (!cell) return { text: '', formula: false };
  if (cell.f) return { text: `=${cell.f}`, formula: true };
  if (cell.t === 'n' && typeof cell.v === 'number') {
    // A date is a serial number with a date format: its day, free of any time zone.
    if (cell.z !== undefined && XLSX.SSF.is_date(cell.z)) {
      const date = XLSX.SSF.parse_date_code(cell.v);
      if (date) return { text: `${two(date.d)}/${two(date.m)}/${date.y}`, formula: false };
    }
    return { text: String(cell.v), formula: false };
  }
  if (cell.t === 'b') return { text: cell.v ? 'S' : 'N', formula: false };
  if (cell.t === 'e') return { text: cell.w ?? '', formula: false };
  return { text: String(cell.v ?? '').trim(), formula: false };
}

export function readSheet(fileName: string, data: Uint8Array): ParsedSheet {
  const extension = extensionOf(fileName);
  if (!extension) throw new SheetError(BATCH_MESSAGES.fileType);
  if (data.length > MAX_BATCH_FILE_MB * 1024 * 1024) throw new SheetError(BATCH_MESSAGES.tooLarge);
  if (data.length === 0) throw new SheetError(BATCH_MESSAGES.noRows);
  checkContent(extension, data);

  // One row past the limit is enough to say it is past it; sheetRows counts the header too.
  const options: XLSX.ParsingOptions = {
    cellFormula: true,
    cellDates: false,
    cellNF: true,
    cellHTML: false,
    cellStyles: false,
    sheetRows: MAX_BATCH_ROWS + 2,
    // Only the first sheet is read.
    sheets: 0,
  };
  let book: XLSX.WorkBook;
  const text = extension === '.csv' ? csvText(data) : '';
  try {
    if (extension === '.csv') {
      // raw: CSV text stays text (no guessing of dates or numbers from "01/02/2026" or "00123").
      book = XLSX.read(text, { ...options, type: 'string', raw: true, FS: csvSeparator(text) });
    } else {
      book = XLSX.read(data, { ...options, type: 'buffer' });
    }
  } catch {
    throw new SheetError(BATCH_MESSAGES.unreadable);
  }
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet || !sheet['!ref']) throw new SheetError(BATCH_MESSAGES.noHeader);
  // Rows past sheetRows were not read: refuse rather than leave them out unseen.
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null;
  if (full && full.e.r - full.s.r + 1 > MAX_BATCH_ROWS + 1) throw new SheetError(BATCH_MESSAGES.tooManyRows);
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const width = range.e.c - range.s.c + 1;
  const cellAt = (r: number, c: number) => cellOf(sheet[XLSX.utils.encode_cell({ r, c: range.s.c + c })]);

  const headers = Array.from({ length: width }, (_, c) => cellAt(range.s.r, c).text.trim());
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  if (headers.length === 0) throw new SheetError(BATCH_MESSAGES.noHeader);

  const rows: ParsedSheet['rows'] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    const cells = Array.from({ length: headers.length }, (_, c) => cellAt(r, c));
    if (cells.every((cell) => cell.text.trim() === '')) continue;
    rows.push({ row: r + 1, cells });
    if (rows.length > MAX_BATCH_ROWS) throw new SheetError(BATCH_MESSAGES.tooManyRows);
  }
  if (rows.length === 0) throw new SheetError(BATCH_MESSAGES.noRows);
  return { headers, rows };
}
