/**
 * What an online report says (spec 001 §4): the request, the product and the subject's data as
 * the database holds it. One content, drawn as HTML and as PDF, so the two never differ.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type { TenantId } from '../db/tenant-id.ts';
import type { Queryable } from '../db/database.ts';
import { type Company } from '../modules/subjects/reads.ts';

export interface ReportContent {
  requestId: number;
  /** ISO 8601. */
  createdAt: string;
  product: string;
  productCode: string;
  subjectName: string;
  sections: { title: string; rows: [label: string, value: string][] }[];
}

const italianDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
const present = (rows: [string, string | null | undefined][]): [string, string][] =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

interface ReportRequest {
  id: number;
  createdAt: string;
  product: string;
  productCode: string;
  subjectType: SubjectKind;
  subjectCode: string | null;
  subjectName: string | null;
  /** A search request's companies, in the order found; null for other requests. */
  found: Company[] | null;
  /** A batch request carrying many subjects (massiveUploadSplit off): its rows; else absent. */
  batchSubjects?: { code: string | null; name: string | null }[];
}

/** 'Soggetti del lotto': each subject of a request that carries a whole file. */
function batchSection(subjects: NonNullable<ReportRequest['batchSubjects']>) {
  return {
    title: `Soggetti del lotto: ${subjects.length}`,
    rows: subjects.map((subject): [string, string] => [subject.name ?? subject.code ?? '', subject.code ?? '']),
  };
}

/** 'Imprese trovate': one row per company, its name beside its VAT number and seat. */
function foundSection(found: Company[]) {
  const rows: [string, string][] = found.map((company) => [
    company.denominazione,
    [
      company.partitaIva ? `P. IVA ${company.partitaIva}` : `C.F. ${company.codiceFiscale}`,
      [company.comune, company.siglaProvincia ? `(${company.siglaProvincia})` : null].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(' · '),
  ]);
  return {
    title: found.length === 1 ? 'Imprese trovate: 1' : `Imprese trovate: ${found.length}`,
    rows: rows.length ? rows : ([['Esito', 'Nessuna impresa trovata con questi criteri']] as [string, string][]),
  };
}

async function companySection(db: Queryable, tenantId: TenantId, code: string) {
  const [company] = await db.query<Record<string, string | null | boolean>>(
    `SELECT denominazione, partita_iva, codice_fiscale, natura_giuridica, indirizzo, cap, comune, sigla_provincia,
       to_char(data_costituzione, 'YYYY-MM-DD') AS data_costituzione, codice_ateco, cciaa, nrea,
       descrizione_stato_attivita
     FROM companies WHERE tenant_id = $1 AND (codice_fiscale = $2 OR partita_iva = $2) LIMIT 1`,
    [tenantId, code],
  );
  if (!company) return null;
  const text = (key: string) => (company[key] === null ? null : String(company[key]));
  return [
    {
      title: 'Dati anagrafici',
      rows: present([
        ['Denominazione', text('denominazione')],
        ['Partita IVA', text('partita_iva')],
        ['Codice fiscale', text('codice_fiscale')],
        ['Forma giuridica', text('natura_giuridica')],
        ['Data di costituzione', italianDate(text('data_costituzione'))],
      ]),
    },
    {
      title: 'Sede',
      rows: present([
        ['Indirizzo', text('indirizzo')],
        ['CAP', text('cap')],
        ['Comune', text('comune')],
        ['Provincia', text('sigla_provincia')],
      ]),
    },
    {
      title: 'Registro delle imprese',
      rows: present([
        ['CCIAA', text('cciaa')],
        ['Numero REA', text('nrea')],
        ['Codice ATECO', text('codice_ateco')],
        ['Stato attività', text('descrizione_stato_attivita')],
      ]),
    },
  ];
}

async function personSection(db: Queryable, tenantId: TenantId, code: string) {
  const [person] = await db.query<Record<string, string | null>>(
    `SELECT denominazione, codice_fiscale, to_char(data_nascita, 'YYYY-MM-DD') AS data_nascita, comune_nascita, comune,
       sesso
     FROM persons WHERE tenant_id = $1 AND codice_fiscale = $2`,
    [tenantId, code],
  );
  if (!person) return null;
  return [
    {
      title: 'Dati anagrafici',
      rows: present([
        ['Nome e cognome', person.denominazione],
        ['Codice fiscale', person.codice_fiscale],
        ['Sesso', person.sesso === 'F' ? 'Femmina' : 'Maschio'],
        ['Data di nascita', italianDate(person.data_nascita)],
        ['Luogo di nascita', person.comune_nascita],
        ['Comune di residenza', person.comune],
      ]),
    },
  ];
}

/** The report of one request of the user, or null when the subject is not in the registers. */
export async function reportContent(db: Queryable, tenantId: TenantId, request: ReportRequest): Promise<ReportContent> {
  if (request.batchSubjects?.length) {
    return {
      requestId: request.id,
      createdAt: request.createdAt,
      product: request.product,
      productCode: request.productCode,
      subjectName: request.subjectName ?? '',
      sections: [batchSection(request.batchSubjects)],
    };
  }
  const code = request.subjectCode ?? '';
  const subject = (request.subjectType === 'PG'
    ? await companySection(db, tenantId, code)
    : await personSection(db, tenantId, code)) ?? [
    {
      title: 'Soggetto',
      rows: present([
        ['Soggetto', request.subjectName],
        ['Codice', request.subjectCode],
      ]),
    },
  ];
  return {
    requestId: request.id,
    createdAt: request.createdAt,
    product: request.product,
    productCode: request.productCode,
    subjectName: request.subjectName ?? code,
    sections: request.found ? [foundSection(request.found), ...subject] : subject,
  };
}
