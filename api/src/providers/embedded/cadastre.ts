/**
 * The properties the cadastre holds for a subject. A person may own a home alone, and may share
 * one, half each, with the person of the neighbouring rank (ranks 2k and 2k+1): both visure show
 * the same shared property with the same data. A company owns a building at each of its seats
 * unless it is struggling (then it rents: nothing is listed).
 */
import type { Property } from '../provider.ts';
import type { CompanyRow } from './company-story.ts';
import { healthOf } from './company-story.ts';
import type { PersonRow } from './people.ts';
import { randomOf, type Random } from './seeded-random.ts';

interface Holder {
  name: string;
  codiceFiscale: string;
}

const HOMES = [
  { categoria: 'A/2', descrizione: 'Abitazione di tipo civile', unit: 'vani', size: [4, 8], rate: [90, 140] },
  { categoria: 'A/3', descrizione: 'Abitazione di tipo economico', unit: 'vani', size: [3, 6], rate: [60, 100] },
  { categoria: 'C/6', descrizione: 'Box o posto auto', unit: 'm²', size: [12, 25], rate: [2, 4] },
] as const;
const BUSINESS = [
  { categoria: 'D/7', descrizione: 'Fabbricato per attività industriale', unit: '', size: [0, 0], rate: [0, 0] },
  { categoria: 'C/1', descrizione: 'Negozio o bottega', unit: 'm²', size: [40, 220], rate: [18, 40] },
  { categoria: 'A/10', descrizione: 'Ufficio', unit: 'vani', size: [3, 12], rate: [150, 260] },
] as const;

function property(
  random: Random,
  comune: string | null,
  kind: (typeof HOMES)[number] | (typeof BUSINESS)[number],
  owners: Property['owners'],
): Property {
  const size = random.int(kind.size[0], kind.size[1]);
  // A D-category building has its income set by valuation, not by size.
  const rendita =
    kind.unit === ''
      ? random.int(2_500, 18_000) + random.int(0, 99) / 100
      : size * (kind.rate[0] + random.next() * (kind.rate[1] - kind.rate[0]));
  return {
    comune: comune ?? '',
    provincia: '',
    foglio: String(random.int(1, 80)),
    particella: String(random.int(10, 2400)),
    subalterno: String(random.int(1, 40)),
    categoria: kind.categoria,
    descrizione: kind.descrizione,
    consistenza: kind.unit === '' ? '—' : `${size} ${kind.unit}`,
    rendita: rendita.toFixed(2),
    owners,
  };
}

const holderOf = (person: PersonRow): Holder => ({ name: person.denominazione, codiceFiscale: person.codiceFiscale });

/** The rank a person shares a home with: 2k with 2k+1 (the last of an odd count with nobody). */
export const partnerRank = (rank: number, persons: number) => {
  const partner = rank % 2 === 0 ? rank + 1 : rank - 1;
  return partner < persons ? partner : null;
};

/** Whether the pair of ranks (2k, 2k+1) owns a home half each. */
export const pairSharesHome = (rank: number) => randomOf('shared-home', rank - (rank % 2)).chance(0.3);

export function personProperties(person: PersonRow, partner: PersonRow | null): Property[] {
  const random = randomOf(person.codiceFiscale, 'cadastre');
  const weights = random.next();
  const own = weights < 0.35 ? 0 : weights < 0.75 ? 1 : weights < 0.93 ? 2 : 3;
  const properties = Array.from({ length: own }, (_, index) =>
    property(random, person.comune, HOMES[index % HOMES.length], [{ ...holderOf(person), share: '1/1' }]),
  );
  if (partner && pairSharesHome(person.rank)) {
    const [first, second] = person.rank < partner.rank ? [person, partner] : [partner, person];
    const shared = randomOf('shared-home', first.rank, 'property');
    properties.push(
      property(shared, first.comune, HOMES[0], [
        { ...holderOf(first), share: '1/2' },
        { ...holderOf(second), share: '1/2' },
      ]),
    );
  }
  return properties;
}

export function companyProperties(company: CompanyRow): Property[] {
  const health = healthOf(company);
  if (health === 'fragile' || health === 'critica' || health === 'cessata') return [];
  const random = randomOf(company.partitaIva, 'cadastre');
  const owner = { name: company.denominazione, codiceFiscale: company.codiceFiscale, share: '1/1' };
  return Array.from({ length: Math.min(company.sedi, 4) }, () =>
    property(random, company.comune, random.pick(BUSINESS), [owner]),
  ).map((each) => ({ ...each, provincia: company.provincia }));
}
