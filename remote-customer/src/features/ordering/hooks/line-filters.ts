import type { Subject, SubjectType } from '../types/ordering';

/** 'Tutti i servizi' (spec 000 §2.8: the value -1). */
export const ALL_SERVICES = -1;

/** The filters of the drawer and of `/service-list` (spec 000 §2.7, §2.8). */
export interface LineFilters {
  serviceId: number;
  contentIds: number[];
  search: string;
  /** 'Servizi a Valore Aggiunto' (the service list only). */
  valueAdded: boolean;
}

export const DEFAULT_FILTERS: LineFilters = { serviceId: ALL_SERVICES, contentIds: [], search: '', valueAdded: false };

export const LINE_PAGE_SIZES = [5, 10, 20] as const;
export const LINE_SEARCH_DELAY_MS = 700;

/** The filters as query-string parameters (only those set). */
export function filtersToParams(filters: LineFilters, params = new URLSearchParams()): URLSearchParams {
  if (filters.serviceId !== ALL_SERVICES) params.set('serviceId', String(filters.serviceId));
  for (const id of filters.contentIds) params.append('contentId', String(id));
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.valueAdded) params.set('valueAdded', 'true');
  return params;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The filters read back from a query string; anything unreadable is the default. */
export function filtersFromParams(params: URLSearchParams): LineFilters {
  return {
    serviceId: positive(params.get('serviceId')) ?? ALL_SERVICES,
    contentIds: params
      .getAll('contentId')
      .map(positive)
      .filter((id): id is number => id !== null),
    search: (params.get('search') ?? '').slice(0, 200),
    valueAdded: params.get('valueAdded') === 'true',
  };
}

/** What `GET /api/ordering/lines` is asked. */
export function linesQuery(filters: LineFilters, subjectType: SubjectType | null, page: number, size: number) {
  return {
    page,
    size,
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(subjectType ? { subjectType } : {}),
    ...(filters.serviceId !== ALL_SERVICES ? { serviceId: filters.serviceId } : {}),
    ...(filters.contentIds.length > 0 ? { contentIds: filters.contentIds } : {}),
    ...(filters.valueAdded ? { valueAdded: true } : {}),
  };
}

/** The subject travels in the query string of `/line/detail/{id}` (spec 000 §2.7), as JSON. */
export function subjectToParam(subject: Subject): string {
  return JSON.stringify(subject);
}

export function subjectFromParam(value: string | null): Subject | null {
  if (!value) return null;
  try {
    const subject = JSON.parse(value) as Subject;
    if (subject?.type === 'PG' && typeof subject.company?.denominazione === 'string') return subject;
    if (subject?.type === 'PF' && typeof subject.person?.codiceFiscale === 'string') return subject;
    return null;
  } catch {
    return null;
  }
}

export const subjectTypeOf = (subject: Subject | null): SubjectType | null => subject?.type ?? null;

export const subjectName = (subject: Subject): string =>
  subject.type === 'PG' ? subject.company.denominazione : subject.person.denominazione;
