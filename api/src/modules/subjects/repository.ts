import type { Company, Person } from '@portal/contracts/api/subjects';
import type { PageOf } from '@portal/contracts/api/schema';
import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import { containsPattern, findPage, prefixPattern } from '../../db/paging.ts';

export type { Company, Person };

export interface Paging {
  page: number;
  size: number;
}

const COMPANY_COLUMNS = `codice_fiscale AS "codiceFiscale", partita_iva AS "partitaIva", denominazione,
  natura_giuridica AS "naturaGiuridica", indirizzo, cap, frazione, sigla_provincia AS "siglaProvincia",
  data_costituzione AS "dataCostituzione", codice_ateco AS "codiceAteco", cciaa, nrea, operativa,
  descrizione_stato_attivita AS "descrizioneStatoAttivita", email, sedi, comune`;

const PERSON_COLUMNS = `codice_fiscale AS "codiceFiscale", denominazione, comune_nascita AS "comuneNascita",
  data_nascita AS "dataNascita", sesso, comune`;

function pageOf<T>(
  db: Queryable,
  table: string,
  columns: string,
  where: string,
  params: unknown[],
  order: string,
  paging: Paging,
  orderParams: unknown[] = [],
): Promise<PageOf<T>> {
  return findPage(
    db,
    { select: columns, from: table, where, orderBy: order, params, orderParams, windowKey: 'id' },
    paging,
    (row: T) => row,
  );
}

/**
 * Search by one term: the name contains it (names starting with it first), or the partita IVA /
 * codice fiscale starts with it.
 */
export function searchCompanies(db: Queryable, tenantId: TenantId, term: string, paging: Paging) {
  const text = term.trim().toLowerCase();
  const code = text.replace(/\s+/g, '').toUpperCase();
  return pageOf<Company>(
    db,
    'companies',
    COMPANY_COLUMNS,
    `tenant_id = $1 AND (denominazione_lower LIKE $2 OR partita_iva LIKE $3 OR codice_fiscale LIKE $3)`,
    [tenantId, containsPattern(text), prefixPattern(code)],
    `denominazione_lower LIKE $4 DESC, denominazione, partita_iva`,
    paging,
    [prefixPattern(text)],
  );
}

/** Same rules for persons: name ("NOME COGNOME" or "COGNOME NOME") or codice fiscale. */
export function searchPersons(db: Queryable, tenantId: TenantId, term: string, paging: Paging) {
  const text = term.trim().toLowerCase().replace(/\s+/g, ' ');
  const code = text.replace(/\s/g, '').toUpperCase();
  return pageOf<Person>(
    db,
    'persons',
    PERSON_COLUMNS,
    `tenant_id = $1 AND (denominazione_lower LIKE $2 OR cognome_nome_lower LIKE $2
      OR codice_fiscale LIKE $3)`,
    [tenantId, containsPattern(text), prefixPattern(code)],
    `denominazione_lower LIKE $4 DESC, cognome, nome, codice_fiscale`,
    paging,
    [prefixPattern(text)],
  );
}

export interface AdvancedCompanyCriteria {
  ragioneSociale?: string;
  provinciaSede?: string;
  partitaIVA?: string;
  codiceFiscale?: string;
  provinciaCCIAA?: string;
  numeroREA?: string;
}

/** The WHERE of the advanced search: the tenant's companies matching every given criterion. */
function companyCriteria(tenantId: TenantId, criteria: AdvancedCompanyCriteria) {
  const params: unknown[] = [tenantId];
  const conditions = ['tenant_id = $1'];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (criteria.ragioneSociale)
    add((p) => `denominazione_lower LIKE ${p}`, containsPattern(criteria.ragioneSociale.toLowerCase()));
  if (criteria.provinciaSede) add((p) => `sigla_provincia = ${p}`, criteria.provinciaSede.toUpperCase());
  if (criteria.partitaIVA) add((p) => `partita_iva = ${p}`, criteria.partitaIVA);
  if (criteria.codiceFiscale) add((p) => `codice_fiscale = ${p}`, criteria.codiceFiscale.toUpperCase());
  if (criteria.provinciaCCIAA) add((p) => `cciaa = ${p}`, criteria.provinciaCCIAA.toUpperCase());
  if (criteria.numeroREA) add((p) => `nrea = ${p}`, criteria.numeroREA);
  return { where: conditions.join(' AND '), params };
}

/** Advanced search: every given criterion must match (spec 000 §2.6). */
export function advancedCompanySearch(
  db: Queryable,
  tenantId: TenantId,
  criteria: AdvancedCompanyCriteria,
  paging: Paging,
) {
  const { where, params } = companyCriteria(tenantId, criteria);
  return pageOf<Company>(db, 'companies', COMPANY_COLUMNS, where, params, 'denominazione, partita_iva', paging);
}

/** The ids of the first `limit` companies matching the criteria, in the advanced search's order. */
export async function companyIdsMatching(
  db: Queryable,
  tenantId: TenantId,
  criteria: AdvancedCompanyCriteria,
  limit: number,
): Promise<number[]> {
  const { where, params } = companyCriteria(tenantId, criteria);
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM companies WHERE ${where} ORDER BY denominazione, partita_iva LIMIT ${Math.trunc(limit)}`,
    params,
  );
  return rows.map((row) => row.id);
}

/** The tenant's companies with these ids, in the order of the ids (another tenant's are left out). */
export function companiesByIds(db: Queryable, tenantId: TenantId, ids: readonly number[]): Promise<Company[]> {
  return db.query<Company & Record<string, unknown>>(
    `SELECT ${COMPANY_COLUMNS} FROM companies c
     JOIN unnest($2::int[]) WITH ORDINALITY AS found (id, position) ON found.id = c.id
     WHERE c.tenant_id = $1 ORDER BY found.position`,
    [tenantId, ids],
  );
}

/** The company whose partita IVA or codice fiscale this is. */
export async function findCompanyByCode(db: Queryable, tenantId: TenantId, code: string): Promise<Company | null> {
  const [row] = await db.query<Company & Record<string, unknown>>(
    `SELECT ${COMPANY_COLUMNS} FROM companies WHERE tenant_id = $1 AND (partita_iva = $2 OR codice_fiscale = $2)
     ORDER BY id LIMIT 1`,
    [tenantId, code.trim().toUpperCase()],
  );
  return row ?? null;
}

export async function findPersonByCodiceFiscale(
  db: Queryable,
  tenantId: TenantId,
  codiceFiscale: string,
): Promise<Person | null> {
  const [row] = await db.query<Person & Record<string, unknown>>(
    `SELECT ${PERSON_COLUMNS} FROM persons WHERE tenant_id = $1 AND codice_fiscale = $2`,
    [tenantId, codiceFiscale.toUpperCase()],
  );
  return row ?? null;
}
