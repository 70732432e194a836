/**
 * One company's story, drawn from its registry row alone: its health, its events, its balance
 * sheets, its protests and prejudicial events. Every domain of the embedded provider reads the
 * same story, so that a company's balance sheets, protests and officers agree with each other and
 * with the registry: a suspended company has the protests and the seizure that explain it, one in
 * liquidation the losses, a ceased one stops filing the year it ceased.
 */
import type { BalanceSheet, PrejudicialEvent, Protest, RegistryEvent } from '../provider.ts';
import { randomOf, type Random } from './seeded-random.ts';
import { addDays, isoDate, yearOf } from './dates.ts';

export interface CompanyRow {
  id: number;
  denominazione: string;
  partitaIva: string;
  codiceFiscale: string;
  naturaGiuridica: string;
  indirizzo: string;
  cap: string | null;
  comune: string;
  provincia: string;
  dataCostituzione: string | null;
  codiceAteco: string | null;
  cciaa: string;
  nrea: string;
  stato: string;
  email: string | null;
  sedi: number;
}

/** How the company is doing: what every figure of the story follows. */
export type Health = 'solida' | 'regolare' | 'fragile' | 'critica' | 'cessata';

/** Legal forms that file a balance sheet with the registry (società di capitali, cooperative). */
const FILING_FORMS = new Set(['S.R.L.', 'S.R.L.S.', 'S.P.A.', 'SOC. COOP.']);

export const filesBalanceSheets = (form: string) => FILING_FORMS.has(form);

export function healthOf(row: CompanyRow): Health {
  switch (row.stato) {
    case 'ATTIVA': {
      const roll = randomOf(row.partitaIva, 'health').next();
      return roll < 0.65 ? 'solida' : roll < 0.9 ? 'regolare' : 'fragile';
    }
    case 'SOSPESA':
    case 'IN LIQUIDAZIONE':
      return 'critica';
    default:
      return 'cessata';
  }
}

const founded = (row: CompanyRow) => row.dataCostituzione ?? '2000-01-01';

/** A date `days` before the reference, never before the company was founded. */
function daysBefore(row: CompanyRow, asOf: Date, days: number): string {
  const date = isoDate(addDays(asOf, -days));
  return date < founded(row) ? founded(row) : date;
}

/** The registry's events, oldest first. */
export function registryEvents(row: CompanyRow, asOf: Date): RegistryEvent[] {
  const random = randomOf(row.partitaIva, 'events');
  const events: RegistryEvent[] = [{ date: founded(row), description: 'Iscrizione nel Registro delle imprese' }];
  switch (row.stato) {
    case 'SOSPESA':
      events.push({ date: daysBefore(row, asOf, random.int(30, 300)), description: "Sospensione dell'attività" });
      break;
    case 'IN LIQUIDAZIONE': {
      const date = daysBefore(row, asOf, random.int(60, 500));
      events.push({ date, description: 'Scioglimento e messa in liquidazione' });
      events.push({ date, description: 'Nomina del liquidatore' });
      break;
    }
    case 'CESSATA': {
      const date = ceasedOn(row, asOf);
      events.push({ date, description: "Cessazione dell'attività" });
      events.push({
        date: isoDate(addDays(new Date(date), 30)),
        description: 'Cancellazione dal Registro delle imprese',
      });
      break;
    }
    case 'INATTIVA':
      events.push({ date: founded(row), description: 'Impresa iscritta senza inizio di attività' });
      break;
  }
  return events;
}

function ceasedOn(row: CompanyRow, asOf: Date): string {
  return daysBefore(row, asOf, randomOf(row.partitaIva, 'ceased').int(200, 1500));
}

/** The newest financial year whose balance sheet is filed by `asOf` (filed by the end of July). */
export function latestFiledYear(asOf: Date): number {
  return asOf.getUTCMonth() >= 7 ? asOf.getUTCFullYear() - 1 : asOf.getUTCFullYear() - 2;
}

const MARGINS: Record<
  Health,
  { ebitda: [number, number]; net: [number, number]; growth: [number, number]; equity: [number, number] }
> = {
  solida: { ebitda: [10, 18], net: [4, 9], growth: [3, 10], equity: [35, 55] },
  regolare: { ebitda: [5, 10], net: [1, 4], growth: [-2, 5], equity: [20, 35] },
  fragile: { ebitda: [0, 5], net: [-4, 1], growth: [-8, 0], equity: [8, 20] },
  critica: { ebitda: [-10, 0], net: [-25, -8], growth: [-25, -10], equity: [2, 10] },
  cessata: { ebitda: [-6, 2], net: [-12, -2], growth: [-20, -5], equity: [5, 15] },
};

const percentIn = (random: Random, [min, max]: [number, number]) => (min + random.next() * (max - min)) / 100;

export function employeesOf(row: CompanyRow): number {
  const random = randomOf(row.partitaIva, 'employees');
  if (row.naturaGiuridica === 'DITTA INDIVIDUALE') return random.int(0, 4);
  return row.sedi > 1 ? random.int(15, 60) * row.sedi : random.int(2, 25);
}

/**
 * Up to three filed years, newest first: none for a form that files none, none after the year a
 * company ceased, none before the year it was founded.
 */
export function balanceSheetsOf(row: CompanyRow, asOf: Date): BalanceSheet[] {
  if (!filesBalanceSheets(row.naturaGiuridica)) return [];
  const health = healthOf(row);
  let latest = latestFiledYear(asOf);
  if (row.stato === 'CESSATA') latest = Math.min(latest, yearOf(ceasedOn(row, asOf)) - 1);
  const first = Math.max(latest - 2, yearOf(founded(row)));
  if (first > latest) return [];
  const random = randomOf(row.partitaIva, 'balance');
  const margins = MARGINS[health];
  const employees = employeesOf(row);
  let revenue = Math.max(1, employees) * random.int(70, 190) * 1000;
  let equity = 0;
  const years: BalanceSheet[] = [];
  for (let year = first; year <= latest; year++) {
    if (year > first) revenue = Math.round(revenue * (1 + percentIn(random, margins.growth)));
    const totalAssets = Math.round(revenue * (0.6 + random.next() * 0.5));
    const netIncome = Math.round(revenue * percentIn(random, margins.net));
    equity = year === first ? Math.round(totalAssets * percentIn(random, margins.equity)) : equity + netIncome;
    years.push({
      year,
      revenue,
      ebitda: Math.round(revenue * percentIn(random, margins.ebitda)),
      netIncome,
      totalAssets,
      equity,
      debts: totalAssets - equity,
      employees: Math.max(0, employees + random.int(-2, 2)),
    });
  }
  return years.reverse();
}

const euros = (amount: number) => amount.toFixed(2);

/** Protests: none for a sound company, recent ones for a suspended one. */
export function protestsOf(row: CompanyRow, asOf: Date): Protest[] {
  const random = randomOf(row.partitaIva, 'protests');
  const health = healthOf(row);
  const count =
    health === 'critica'
      ? random.int(1, 3)
      : health === 'fragile'
        ? Number(random.chance(0.3))
        : health === 'regolare'
          ? Number(random.chance(0.05))
          : 0;
  // A fragile or regular company's protest is older: the story is behind it.
  const window: [number, number] = health === 'critica' ? [20, 540] : [800, 1500];
  return Array.from({ length: count }, () => ({
    date: daysBefore(row, asOf, random.int(...window)),
    kind: random.pick(['Cambiale', 'Assegno bancario', 'Tratta accettata']),
    amount: euros(random.int(800, 45_000)),
    place: row.comune,
  })).sort((a, b) => b.date.localeCompare(a.date));
}

/** Prejudicial events: a seizure for a suspended company, a mortgage or an insolvency procedure for one in liquidation. */
export function prejudicialOf(row: CompanyRow, asOf: Date): PrejudicialEvent[] {
  const random = randomOf(row.partitaIva, 'prejudicial');
  const events: PrejudicialEvent[] = [];
  if (row.stato === 'SOSPESA') {
    events.push({
      date: daysBefore(row, asOf, random.int(15, 330)),
      kind: 'Pignoramento',
      description: 'Pignoramento presso terzi a favore di un fornitore',
      amount: euros(random.int(5_000, 120_000)),
    });
  }
  if (row.stato === 'IN LIQUIDAZIONE' && random.chance(0.5)) {
    events.push({
      date: daysBefore(row, asOf, random.int(30, 600)),
      kind: 'Ipoteca giudiziale',
      description: "Ipoteca giudiziale iscritta su un immobile dell'impresa",
      amount: euros(random.int(20_000, 300_000)),
    });
  }
  if (row.stato === 'IN LIQUIDAZIONE' && random.chance(0.3)) {
    events.push({
      date: daysBefore(row, asOf, random.int(10, 200)),
      kind: 'Procedura concorsuale',
      description: 'Domanda di concordato preventivo',
      amount: null,
    });
  }
  if (healthOf(row) === 'fragile' && random.chance(0.15)) {
    events.push({
      date: daysBefore(row, asOf, random.int(800, 1600)),
      kind: 'Ipoteca giudiziale',
      description: 'Ipoteca giudiziale cancellata dopo il pagamento',
      amount: euros(random.int(5_000, 60_000)),
    });
  }
  return events.sort((a, b) => b.date.localeCompare(a.date));
}

/** The share capital in euros, to the cent; null for a sole trader. */
export function shareCapitalOf(row: CompanyRow): string | null {
  const random = randomOf(row.partitaIva, 'capital');
  switch (row.naturaGiuridica) {
    case 'DITTA INDIVIDUALE':
      return null;
    case 'S.R.L.S.':
      return euros(random.int(1, 10) * 1000);
    case 'S.R.L.':
      return euros(random.pick([10_000, 20_000, 50_000, 100_000]));
    case 'S.P.A.':
      return euros(random.pick([50_000, 120_000, 500_000, 1_000_000]));
    default:
      return euros(random.int(2, 50) * 1000);
  }
}
