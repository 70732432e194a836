import { subjectsEndpoints } from '@portal/contracts/endpoints/subjects';
import { call } from '@portal/shared-auth';
import type { Company, Person, SubjectPage } from '../types';

/** The term search asks one page of 20 (spec 000 §9). */
export const TERM_SEARCH_PAGING = { page: 0, size: 20 } as const;

export function searchCompanies(search: string): Promise<SubjectPage<Company>> {
  return call(subjectsEndpoints.getSubjectsCompanies, { query: { search, ...TERM_SEARCH_PAGING } });
}

export function searchPersons(search: string): Promise<SubjectPage<Person>> {
  return call(subjectsEndpoints.getSubjectsPersons, { query: { search, ...TERM_SEARCH_PAGING } });
}

function isToday(date: string): boolean {
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return date.slice(0, 10) === today;
}

/**
 * Spec 000 §5: a person answer is no answer when empty, or when its first item lacks the codice
 * fiscale, the name or the place of birth and has no birth date (or today's, a placeholder).
 */
export function isUsablePersonAnswer(persons: Person[]): boolean {
  const [first] = persons;
  if (!first) return false;
  const incomplete = !first.codiceFiscale || !first.denominazione || !first.comuneNascita;
  const undated = !first.dataNascita || isToday(first.dataNascita);
  return !(incomplete && undated);
}
