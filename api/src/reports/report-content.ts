/**
 * An issued report (spec 001 §4, issue 45): the request, who issued it to whom, and the sections
 * of the product's family from the providers' data. One document, drawn as HTML and as PDF.
 */
import type { ForeignReport } from '../foreign/provider.ts';
import { type Company } from '../modules/subjects/reads.ts';
import { LEGAL_NOTICE, type Block, type ReportDocument } from './document.ts';
import { blocksOf, sourcesOf } from './definitions.ts';
import { foreignBlocks, foreignWarningOf, type ForeignDepth } from './foreign-sections.ts';
import { warningOf, type ReportData } from './report-data.ts';

export type { ReportDocument as ReportContent } from './document.ts';

export interface ReportRequest {
  id: number;
  /** ISO 8601: when the report was issued (completed), else when ordered. */
  issuedAt: string;
  product: string;
  productCode: string;
  subjectCode: string | null;
  subjectName: string | null;
  /** A search request's companies, in the order found; null for other requests. */
  found: Company[] | null;
  /** A batch request carrying many subjects (massiveUploadSplit off): its rows; else absent. */
  batchSubjects?: { code: string | null; name: string | null }[];
  /** The providers' data for the subject; null for a search or a batch. */
  data: ReportData | null;
  /** A foreign report: the provider's data on the company, how much of it the product gives. */
  foreign?: { report: ForeignReport | null; depth: ForeignDepth } | null;
}

export interface IssueContext {
  issuer: { name: string; colour: string };
  customer: { client: string; user: string };
}

/** 'Soggetti del lotto': each subject of a request that carries a whole file. */
function batchSection(subjects: NonNullable<ReportRequest['batchSubjects']>): Block {
  return {
    kind: 'table',
    title: `Soggetti del lotto: ${subjects.length}`,
    columns: ['Soggetto', 'Codice'],
    rows: subjects.map((subject) => [subject.name ?? subject.code ?? '', subject.code ?? '']),
    empty: 'Nessun soggetto',
  };
}

/** 'Imprese trovate': one row per company, its name beside its VAT number and seat. */
function foundSection(found: Company[]): Block {
  return {
    kind: 'table',
    title: found.length === 1 ? 'Imprese trovate: 1' : `Imprese trovate: ${found.length}`,
    columns: ['Impresa', 'Codice', 'Sede'],
    rows: found.map((company) => [
      company.denominazione,
      company.partitaIva ? `P. IVA ${company.partitaIva}` : `C.F. ${company.codiceFiscale}`,
      [company.comune, company.siglaProvincia ? `(${company.siglaProvincia})` : null].filter(Boolean).join(' '),
    ]),
    empty: 'Nessuna impresa trovata con questi criteri',
  };
}

const LANGUAGES: Record<string, string> = {
  EN: 'Inglese (EN)',
  IT: 'Italiano (IT)',
  DE: 'Tedesco (DE)',
  FR: 'Francese (FR)',
  ES: 'Spagnolo (ES)',
};

function blocks(request: ReportRequest): Block[] {
  if (request.batchSubjects?.length) return [batchSection(request.batchSubjects)];
  if (request.foreign) return foreignBlocks(request.foreign.report, request.foreign.depth);
  const subject = request.data ? blocksOf(request.data) : [];
  return request.found ? [foundSection(request.found), ...subject] : subject;
}

export function reportContent(request: ReportRequest, context: IssueContext): ReportDocument {
  // The data's language is the company's, as its provider registered it.
  const code = request.foreign ? (request.foreign.report?.company.language ?? 'EN') : null;
  const language = code ? (LANGUAGES[code] ?? code) : null;
  return {
    title: request.product,
    issuer: context.issuer,
    requestId: request.id,
    productCode: request.productCode,
    issuedAt: request.issuedAt,
    customer: context.customer,
    subject: { name: request.subjectName ?? request.subjectCode ?? '', code: request.subjectCode ?? '' },
    language,
    warning: request.data ? warningOf(request.data) : request.foreign ? foreignWarningOf(request.foreign.report) : null,
    blocks: blocks(request),
    sources: request.data
      ? sourcesOf(request.data)
      : request.foreign
        ? [
            {
              name: 'Fornitore di report su imprese estere',
              asOf: request.foreign.report?.asOf ?? request.issuedAt.slice(0, 10),
            },
          ]
        : [],
    legalNotice: LEGAL_NOTICE,
  };
}
