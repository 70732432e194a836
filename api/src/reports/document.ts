/**
 * An issued report as blocks of data: one document that report-html.ts draws as the page in the
 * sandboxed frame and report-pdf.ts as the PDF, so that the two always say the same.
 */
import type { DataSource } from '../providers/provider.ts';
import { italianDate as dateOf, italianDateTime } from '../italian/dates.ts';

export type Block =
  | { kind: 'fields'; title: string; rows: [label: string, value: string][] }
  | {
      kind: 'table';
      title: string;
      columns: string[];
      rows: string[][];
      /** Columns of figures, aligned right. */
      numeric?: number[];
      /** What an empty table says: "Nessun protesto" is a result too. */
      empty: string;
    }
  | { kind: 'text'; title: string; paragraphs: string[] };

export interface ReportDocument {
  title: string;
  issuer: { name: string; colour: string };
  requestId: number;
  /** A batch's summary names the batch instead of one of its requests. */
  batchId?: number;
  productCode: string;
  /** ISO 8601 timestamp of issue. */
  issuedAt: string;
  customer: { client: string; user: string };
  subject: { name: string; code: string };
  /** The language of the data when it is not Italian (a foreign provider's). */
  language: string | null;
  /** The warning of spec 001 (showWarning, warningMessage): null when there is none. */
  warning: string | null;
  blocks: Block[];
  sources: DataSource[];
  legalNotice: string;
}

export const LEGAL_NOTICE =
  'Documento rilasciato per uso esclusivo del cliente indicato, ai soli fini di valutazione commerciale e creditizia ' +
  '(art. 6, par. 1, lett. f del Regolamento UE 2016/679). I dati provengono dalle fonti indicate, alle date indicate: ' +
  'non possono essere ceduti a terzi né usati per finalità diverse. Le valutazioni sono elaborate con metodo ' +
  'statistico e non costituiscono garanzia di solvibilità.';

/** dd/MM/yyyy of an ISO date; a dash where there is none. */
/** What a section says where its source had nothing on the subject. */
export const notFound = (what: string): Block => ({
  kind: 'text',
  title: 'Esito',
  paragraphs: [`Nessun dato disponibile presso la fonte: ${what}.`],
});

export const italianDate = (iso: string | null | undefined) => (iso ? dateOf(iso) : '—');
export { italianDateTime };

/** A decimal string to the cent as Italian euros ("12.345,60 €"), without going through a float. */
export function euro(amount: string | number): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount;
  const negative = text.startsWith('-');
  const [whole, cents = '00'] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${cents.padEnd(2, '0').slice(0, 2)} €`;
}

/** Whole euros of a balance sheet ("1.234.567 €"). */
export const wholeEuro = (amount: number) => euro(amount).replace(/,\d\d €$/, ' €');
/** A whole amount in a filing's currency: euros with their sign, others with their ISO code. */
export const wholeAmount = (amount: number, currency: string) =>
  currency === 'EUR' ? wholeEuro(amount) : wholeEuro(amount).replace(/ €$/, ` ${currency}`);

export const percent = (value: number) => `${value.toFixed(1).replace('.', ',')}%`;

/** 'Dati della richiesta': the same rows at the top of the page and of the PDF. */
export function requestRows(report: ReportDocument): [string, string][] {
  return [
    report.batchId === undefined ? ['Richiesta n.', String(report.requestId)] : ['Lotto n.', String(report.batchId)],
    ['Prodotto', `${report.title} (${report.productCode})`],
    ['Soggetto', report.subject.code ? `${report.subject.name} (${report.subject.code})` : report.subject.name],
    ['Cliente', report.customer.client],
    ['Richiesto da', report.customer.user],
    ['Emesso il', italianDateTime(report.issuedAt)],
    ...(report.language ? ([['Lingua dei dati', report.language]] as [string, string][]) : []),
  ];
}

/** What the document is about: 'Richiesta n. 12', or 'Lotto n. 3' for a batch's summary. */
export const referenceOf = (report: ReportDocument) =>
  report.batchId === undefined ? `Richiesta n. ${report.requestId}` : `Lotto n. ${report.batchId}`;

/** 'Fonti': each source with the date of its data. */
export const sourceLines = (report: ReportDocument) =>
  report.sources.length
    ? report.sources.map((source) => `${source.name}: dati al ${italianDate(source.asOf)}`)
    : ['Archivi del portale'];

/** The issuer's colour, when it is one (it goes into a style). */
export const issuerColour = (report: ReportDocument) =>
  /^#[0-9a-f]{6}$/i.test(report.issuer.colour) ? report.issuer.colour : '#1e293b';
