/**
 * Who runs and owns a company, and which companies a person has a role in: both directions read
 * one rule, so that a company's officers and a person's roles always agree.
 *
 * The rule: the persons of a tenant are numbered by id from 0 (their rank); company `c` has
 * `1 + c mod 3` officers, the j-th being the person of rank `(c · 7919 + j · 104729) mod N`
 * (N persons). A sole trader has one officer, its owner, whose codice fiscale is the company's.
 */
import type { Officer, Shareholder } from '../provider.ts';
import type { CompanyRow } from './company-story.ts';
import { randomOf } from './seeded-random.ts';
import { addDays, isoDate } from './dates.ts';

export const OFFICER_FACTOR = 7919;
export const OFFICER_STEP = 104729;

export interface PersonRow {
  rank: number;
  codiceFiscale: string;
  denominazione: string;
  dataNascita: string;
  sesso: 'M' | 'F';
  comuneNascita: string | null;
  comune: string | null;
}

export const officerCount = (company: Pick<CompanyRow, 'id' | 'naturaGiuridica'>) =>
  company.naturaGiuridica === 'DITTA INDIVIDUALE' ? 0 : 1 + (company.id % 3);

/** The ranks of a company's officers, in order of office (a rank drawn twice counts once). */
export function officerRanks(company: Pick<CompanyRow, 'id' | 'naturaGiuridica'>, persons: number): number[] {
  if (persons === 0) return [];
  const ranks = Array.from(
    { length: officerCount(company) },
    (_, j) => (company.id * OFFICER_FACTOR + j * OFFICER_STEP) % persons,
  );
  return [...new Set(ranks)];
}

/** The office of the j-th officer of `count`, as the legal form names it. */
export function roleOf(form: string, j: number, count: number): string {
  switch (form) {
    case 'DITTA INDIVIDUALE':
      return 'Titolare';
    case 'S.N.C.':
      return 'Socio amministratore';
    case 'S.A.S.':
      return j === 0 ? 'Socio accomandatario' : 'Socio accomandante';
    case 'SOC. COOP.':
      return ['Presidente del consiglio di amministrazione', 'Vicepresidente', 'Consigliere'][j] ?? 'Consigliere';
    default:
      if (count === 1) return 'Amministratore unico';
      return j === 0
        ? 'Presidente del consiglio di amministrazione'
        : form === 'S.P.A.' && j === 1
          ? 'Amministratore delegato'
          : 'Consigliere';
  }
}

/** Since when the j-th officer holds the office: on or after the company's foundation. */
export function officeSince(company: CompanyRow, j: number, asOf: Date): string {
  const founded = company.dataCostituzione ?? '2000-01-01';
  const days = randomOf(company.partitaIva, 'office', j).int(0, 2000) * Number(j > 0);
  const since = isoDate(addDays(new Date(founded), days));
  return since > isoDate(asOf) ? founded : since;
}

export function officersOf(company: CompanyRow, persons: PersonRow[], asOf: Date): Officer[] {
  if (company.naturaGiuridica === 'DITTA INDIVIDUALE') {
    const owner = company.denominazione.split(' - ')[0];
    return [
      { name: owner, codiceFiscale: company.codiceFiscale, role: 'Titolare', since: company.dataCostituzione ?? '' },
    ];
  }
  return persons.map((person, j) => ({
    name: person.denominazione,
    codiceFiscale: person.codiceFiscale,
    role: roleOf(company.naturaGiuridica, j, persons.length),
    since: officeSince(company, j, asOf),
  }));
}

/** Cooperatives list no shareholders (their members are many); other forms share among their officers. */
export function shareholdersOf(company: CompanyRow, officers: Officer[], capital: string | null): Shareholder[] {
  if (capital === null || company.naturaGiuridica === 'SOC. COOP.' || officers.length === 0) return [];
  const random = randomOf(company.partitaIva, 'shares');
  const weights = officers.map(() => random.int(1, 6));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cents = Math.round(Number(capital) * 100);
  let givenCents = 0;
  let givenShare = 0;
  return officers.map((officer, index) => {
    const last = index === officers.length - 1;
    // The last holder takes what rounding left: the shares add up to 100 and the values to the capital.
    const share = last
      ? Math.round((100 - givenShare) * 100) / 100
      : Math.round((weights[index] / total) * 10000) / 100;
    const value = last ? cents - givenCents : Math.round((cents * weights[index]) / total);
    givenShare += share;
    givenCents += value;
    return { name: officer.name, codiceFiscale: officer.codiceFiscale, share, value: (value / 100).toFixed(2) };
  });
}
