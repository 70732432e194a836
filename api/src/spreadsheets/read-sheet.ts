/**
 * Reading a customer's batch file (spec 001 §5): csv, xls, xlsx or ods, the first sheet, the first
 * row as column names, every cell as text. SheetJS CE reads the formats; this module sets the
 * limits around it, all checked before a row is parsed:
 * - the extension must be one of the four and the content must be of that kind;
 * - at most MAX_BATCH_FILE_MB; a zipped format (xlsx, ods) is inflated once, through its central
 *   directory as the parser reads it, each entry cut at the size it declares, and refused past
 *   MAX_INFLATED_BYTES in all; the parser is then given exactly those bytes, re-packed, so what was
 *   measured is what is parsed (a sheet hidden inside another entry's stored data is not read);
 * - at most `maxColumns` columns (the form's fields and a margin) and that many cells per row,
 *   counted on the text (csv) or the sheet's XML (xlsx) before the parser runs;
 * - at most MAX_BATCH_ROWS data rows (the parser stops reading one row past them);
 * - formulas are never evaluated: a formula cell is read as its formula text, and flagged.
 * Dates come out as dd/MM/yyyy and numbers as plain decimals ("1234.5"), whatever the cell's format.
 * It runs in a worker thread (sheet-pool.ts): the parsing never holds up the API's event loop.
 */
import * as XLSX from '@e965/xlsx';
import { strFromU8, unzipSync, zipSync, type Unzipped } from 'fflate';
import { BATCH_FILE_EXTENSIONS, BATCH_MESSAGES, MAX_BATCH_FILE_MB, MAX_BATCH_ROWS } from '@portal/contracts/messages';

/** What a zipped sheet may inflate to: a 1.000-row sheet is a few MB at most. */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** A workbook has a dozen entries; thousands are a way to make the reader work for nothing. */
const MAX_ZIP_ENTRIES = 1000;
/** Columns a file may have besides the form's fields (the customer's own codes and notes). */
export const COLUMN_MARGIN = 20;

export interface SheetLimits {
  /** The most columns (and cells in a row) the file may have. */
  maxColumns: number;
}

/** The columns a product's file may have: its fields and the margin. */
export const sheetLimitsFor = (fields: number): SheetLimits => ({ maxColumns: fields + COLUMN_MARGIN });

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

/**
 * The zip's entries, inflated once through the central directory (the parser's own way in).
 * fflate cuts each entry at the size the directory declares, so the declared sizes bound the bytes
 * inflated: they are counted before anything is inflated.
 */
function inflateOnce(data: Uint8Array): Unzipped {
  let declared = 0;
  let entries = 0;
  try {
    return unzipSync(data, {
      filter(file) {
        entries += 1;
        if (entries > MAX_ZIP_ENTRIES) throw new SheetError(BATCH_MESSAGES.unreadable);
        declared += file.originalSize;
        if (declared > MAX_INFLATED_BYTES) throw new SheetError(BATCH_MESSAGES.inflatesTooMuch);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError(BATCH_MESSAGES.unreadable);
  }
}

/** The kind of content must be the one the extension says; a zipped format comes back inflated. */
function checkContent(extension: Extension, data: Uint8Array): Unzipped | null {
  const mismatch = () => new SheetError(BATCH_MESSAGES.contentMismatch(extension));
  if (extension === '.xlsx' || extension === '.ods') {
    if (!startsWith(data, ZIP)) throw mismatch();
    const entries = inflateOnce(data);
    const names = Object.keys(entries);
    const isXlsx = names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
    const isOds = names.includes('content.xml') && names.includes('mimetype');
    if (extension === '.xlsx' ? !isXlsx : !isOds) throw mismatch();
    return entries;
  }
  if (extension === '.xls') {
    if (!startsWith(data, OLE)) throw mismatch();
    return null;
  }
  // CSV: text, no NUL, and not a zip or a compound document renamed.
  if (startsWith(data, ZIP) || startsWith(data, OLE) || data.includes(0)) throw mismatch();
  return null;
}

/** Refuses a shape past the limits: the widest row's cells, and the cells of all the rows read. */
function checkShape(widest: number, cells: number, limits: SheetLimits): void {
  if (widest > limits.maxColumns) throw new SheetError(BATCH_MESSAGES.tooManyColumns(limits.maxColumns));
  if (cells > limits.maxColumns * (MAX_BATCH_ROWS + 1)) throw new SheetError(BATCH_MESSAGES.tooManyCells);
}

/** The fields of each line of a CSV text, counted outside quotes, without parsing it. */
function checkCsvShape(text: string, separator: string, limits: SheetLimits): void {
  let widest = 0;
  let cells = 0;
  let fields = 1;
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === separator) fields += 1;
    else if (char === '\n') {
      widest = Math.max(widest, fields);
      cells += fields;
      fields = 1;
    }
  }
  checkShape(Math.max(widest, fields), cells + fields, limits);
}

const column = (letters: string) => [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * The cells with content of each worksheet's XML (a self-closing `<c/>` is an empty, styled cell
 * the parser skips), by their reference or their place in the row.
 */
function checkXlsxShape(entries: Unzipped, limits: SheetLimits): void {
  const tag = /<(?:\w+:)?(row|c)\b([^>]*?)(\/?)>/g;
  for (const [name, bytes] of Object.entries(entries)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(name)) continue;
    const xml = strFromU8(bytes);
    let widest = 0;
    let cells = 0;
    let inRow = 0;
    for (const match of xml.matchAll(tag)) {
      if (match[1] === 'row') {
        inRow = 0;
        continue;
      }
      inRow += 1;
      if (match[3] === '/') continue;
      const reference = /\br="([A-Z]{1,3})\d+"/.exec(match[2]);
      widest = Math.max(widest, reference ? column(reference[1]) : inRow);
      cells += 1;
    }
    checkShape(widest, cells, limits);
  }
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

export function readSheet(fileName: string, data: Uint8Array, limits: SheetLimits): ParsedSheet {
  const extension = extensionOf(fileName);
  if (!extension) throw new SheetError(BATCH_MESSAGES.fileType);
  if (data.length > MAX_BATCH_FILE_MB * 1024 * 1024) throw new SheetError(BATCH_MESSAGES.tooLarge);
  if (data.length === 0) throw new SheetError(BATCH_MESSAGES.noRows);
  const entries = checkContent(extension, data);
  if (entries && extension === '.xlsx') checkXlsxShape(entries, limits);

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
  const separator = extension === '.csv' ? csvSeparator(text) : ';';
  if (extension === '.csv') checkCsvShape(text, separator, limits);
  try {
    if (extension === '.csv') {
      // raw: CSV text stays text (no guessing of dates or numbers from "01/02/2026" or "00123").
      book = XLSX.read(text, { ...options, type: 'string', raw: true, FS: separator });
    } else {
      // The parser reads the entries measured above, re-packed without compression, and nothing else.
      book = XLSX.read(entries ? zipSync(entries, { level: 0 }) : data, { ...options, type: 'buffer' });
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

  // An ods or xls sheet's shape is known once parsed: still before its rows are read.
  if (width > limits.maxColumns) throw new SheetError(BATCH_MESSAGES.tooManyColumns(limits.maxColumns));
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
