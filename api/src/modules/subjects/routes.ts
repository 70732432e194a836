import { answer, type EndpointRequest } from '../../http/endpoint-route.ts';
import { subjectsEndpoints } from '@portal/contracts/api/subjects';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { codiceFiscaleError, computeCodiceFiscale, findBirthPlace, isValidName } from '../../italian/codice-fiscale.ts';
import { partitaIvaError } from '../../italian/partita-iva.ts';
import { invalid } from '../../domain-error.ts';
import { caller } from '../../plugins/tenant.ts';
import type { PageOf } from '@portal/contracts/api/schema';
import type { AdvancedCompanyBody, Company, Person } from '@portal/contracts/api/subjects';
import {
  PAID_SERVICES,
  recordPaidService,
  advancedCompanySearch,
  findPersonByCodiceFiscale,
  searchCompanies,
  searchPersons,
  type AdvancedCompanyCriteria,
  DEFAULT_PAGE_SIZE,
  readCache,
} from './service.ts';

export const SUBJECT_MESSAGES = {
  atLeastOneField: 'Compila almeno un campo oltre alla provincia della sede legale',
  invalidProvince: 'Sigla di provincia non valida',
  invalidRea: 'Numero REA non valido',
  invalidFirstName: 'Nome non valido',
  invalidLastName: 'Cognome non valido',
  invalidBirthDate: 'Data di nascita non valida',
  invalidBirthPlace: 'Luogo di nascita non valido',
  placeNotExisting: 'Il luogo di nascita non esisteva alla data di nascita indicata',
} as const;

type AdvancedBody = AdvancedCompanyBody;

const PROVINCE = /^[A-Z]{2}$/;

/** Trimmed criteria without the empty ones; 400 when they cannot identify a company. */
async function criteriaOf(body: AdvancedBody): Promise<AdvancedCompanyCriteria> {
  const criteria: AdvancedCompanyCriteria = {};
  for (const key of [
    'ragioneSociale',
    'provinciaSede',
    'partitaIVA',
    'codiceFiscale',
    'provinciaCCIAA',
    'numeroREA',
  ] as const) {
    const value = body[key]?.trim();
    if (value) criteria[key] = value;
  }
  const { provinciaSede, ...others } = criteria;
  if (Object.keys(others).length === 0) throw invalid(SUBJECT_MESSAGES.atLeastOneField);
  if (provinciaSede !== undefined) {
    criteria.provinciaSede = provinciaSede.toUpperCase();
    if (!PROVINCE.test(criteria.provinciaSede)) throw invalid(SUBJECT_MESSAGES.invalidProvince, 'provinciaSede');
  }
  if (criteria.provinciaCCIAA !== undefined) {
    criteria.provinciaCCIAA = criteria.provinciaCCIAA.toUpperCase();
    if (!PROVINCE.test(criteria.provinciaCCIAA)) throw invalid(SUBJECT_MESSAGES.invalidProvince, 'provinciaCCIAA');
  }
  if (criteria.partitaIVA !== undefined) {
    const error = partitaIvaError(criteria.partitaIVA);
    if (error) throw invalid(error, 'partitaIVA');
  }
  if (criteria.codiceFiscale !== undefined) {
    criteria.codiceFiscale = criteria.codiceFiscale.toUpperCase();
    const error = await codiceFiscaleError(criteria.codiceFiscale, 'PG');
    if (error) throw invalid(error, 'codiceFiscale');
  }
  if (criteria.numeroREA !== undefined) {
    // "MI-1234567" and "1234567" name the same entry; the province is provinciaCCIAA.
    const rea = criteria.numeroREA.replace(/^[A-Za-z]{2}\s*-?\s*/, '');
    if (!/^\d{1,12}$/.test(rea)) throw invalid(SUBJECT_MESSAGES.invalidRea, 'numeroREA');
    criteria.numeroREA = rea;
  }
  return criteria;
}

function isRealPastDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1861 && date.getTime() <= Date.now();
}

/** Announced by migration 240's triggers on every change to companies or persons. */
export const SUBJECTS_CHANNEL = 'portal_subjects';
/** The registry changes only by seed or import (and says so): the bound is for a lost notice. */
const SEARCH_KEEP_MS = 5 * 60_000;

const wantsFresh = (headers: IncomingHttpHeaders) => /\bno-cache\b/i.test(headers['cache-control'] ?? '');

const subjects: FastifyPluginAsyncTypebox = async (app) => {
  const searches = await readCache<PageOf<Company | Person>>(app.db, {
    channel: SUBJECTS_CHANNEL,
    maxEntries: app.config.subjectSearchCacheEntries,
    keepMs: SEARCH_KEEP_MS,
  });
  app.addHook('onClose', () => searches.close());

  /** The two searches by one term differ only in what they search; both are kept a while. */
  const termSearch = <T extends Company | Person>(
    request: EndpointRequest<typeof subjectsEndpoints.getSubjectsCompanies>,
    path: string,
    search: (...args: Parameters<typeof searchCompanies>) => Promise<PageOf<T>>,
  ): Promise<PageOf<T>> => {
    const { search: term, page: pageIndex = 0, size = DEFAULT_PAGE_SIZE } = request.query;
    const { tenantId } = caller(request);
    // Both searches read the term trimmed and lower-cased, and only that (modules/subjects/repository.ts).
    // The path is part of the key: what is read under it is what that search found.
    const key = JSON.stringify([tenantId, path, term.trim().toLowerCase(), pageIndex, size]);
    const load = () => search(app.db, tenantId, term, { page: pageIndex, size });
    // A client asking for a fresh answer (Cache-Control: no-cache) gets one (the bench does).
    return (wantsFresh(request.headers) ? load() : searches.read(key, load)) as Promise<PageOf<T>>;
  };

  const { getSubjectsCompanies: companies, getSubjectsPersons: persons } = subjectsEndpoints;
  answer(app, companies, (request) => termSearch(request, companies.path, searchCompanies));
  answer(app, persons, (request) => termSearch(request, persons.path, searchPersons));

  answer(app, subjectsEndpoints.postSubjectsCompaniesAdvancedSearch, async (request, { db, who }) => {
    const criteria = await criteriaOf(request.body);
    const paging = { page: request.body.page ?? 0, size: request.body.size ?? DEFAULT_PAGE_SIZE };
    const result = await advancedCompanySearch(db, who.tenantId, criteria, paging);
    await recordPaidService(db, who.tenantId, {
      userId: who.userId,
      actingUserId: who.act ? Number(who.act.sub) : null,
      service: PAID_SERVICES.ricercaAnagrafica,
      criteria: { ...criteria, ...paging },
      results: result.totalElements,
    });
    return result;
  });

  answer(app, subjectsEndpoints.postSubjectsPersonsFiscalCode, async (request, { db, who }) => {
    const body = request.body;
    const nome = body.nome.trim();
    const cognome = body.cognome.trim();
    if (!isValidName(nome)) throw invalid(SUBJECT_MESSAGES.invalidFirstName, 'nome');
    if (!isValidName(cognome)) throw invalid(SUBJECT_MESSAGES.invalidLastName, 'cognome');
    if (!isRealPastDate(body.dataNascita)) throw invalid(SUBJECT_MESSAGES.invalidBirthDate, 'dataNascita');
    const place = /^[A-Za-z]\d{3}$/.test(body.luogoNascita) ? await findBirthPlace(body.luogoNascita) : null;
    if (!place) throw invalid(SUBJECT_MESSAGES.invalidBirthPlace, 'luogoNascita');

    const codiceFiscale = await computeCodiceFiscale({
      nome,
      cognome,
      dataNascita: body.dataNascita,
      luogoNascita: place.code,
      sesso: body.sesso,
    });
    if (!codiceFiscale) throw invalid(SUBJECT_MESSAGES.placeNotExisting, 'luogoNascita');

    const known = await findPersonByCodiceFiscale(db, who.tenantId, codiceFiscale);
    const computed: Person = {
      codiceFiscale,
      denominazione: (body.denominazione?.trim() || `${nome} ${cognome}`).toUpperCase(),
      comuneNascita: place.name,
      dataNascita: body.dataNascita,
      sesso: body.sesso,
      comune: null,
    };
    return known ?? computed;
  });
};

export default subjects;
