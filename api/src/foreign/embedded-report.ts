/**
 * The embedded provider's report on a foreign company (issue 45): drawn from the company's id,
 * so the same company answers the same data every time, and coherent with itself — its activity
 * is the trade in its name, its employees those of its last filing, and a company in liquidation,
 * insolvent or dissolved has the falling figures, the losses and the register event that explain
 * it. Worded in the company's data language, as a register of its country would.
 */
import type { ForeignCompany } from '@portal/contracts/api/foreign';
import { latestFiledYear } from '../providers/embedded/company-story.ts';
import { addDays, isoDate } from '../providers/embedded/dates.ts';
import { randomOf, type Random } from '../providers/embedded/seeded-random.ts';
import {
  ACTIVITIES,
  CURRENCIES,
  EVENT_WORDING,
  ROLE_WORDING,
  STATUS_WORDING,
  UNITS_PER_EURO,
  type DataLanguage,
} from './embedded-wording.ts';
import type { ForeignReport, ForeignRole, ForeignStatus } from './provider.ts';

const FIRST_NAMES: Record<DataLanguage, string[]> = {
  EN: ['James', 'Emma', 'Oliver', 'Sophie', 'Thomas', 'Grace', 'Daniel', 'Hannah'],
  DE: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Sophie', 'Matthias', 'Katrin'],
  FR: ['Julien', 'Camille', 'Nicolas', 'Claire', 'Antoine', 'Élodie', 'Mathieu', 'Inès'],
  ES: ['Javier', 'Lucía', 'Alejandro', 'Carmen', 'Pablo', 'Elena', 'Sergio', 'Marta'],
};
const LAST_NAMES: Record<DataLanguage, string[]> = {
  EN: ['Smith', 'Taylor', 'Walker', 'Hughes', 'Clarke', 'Wright', 'Novak', 'Larsen'],
  DE: ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Hofmann', 'Keller', 'Brunner'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Peeters'],
  ES: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pereira', 'Costa', 'Romero'],
};

const DAY_MS = 86_400_000;

/** Thousands as each language groups them (no narrow spaces: the PDF's font may lack them). */
const THOUSANDS: Record<DataLanguage, string> = { EN: ',', DE: '.', FR: ' ', ES: '.' };
const grouped = (amount: number, language: DataLanguage) =>
  String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS[language]);

/** A day between two moments (ms), drawn. */
const dayIn = (random: Random, from: number, to: number) =>
  isoDate(new Date(from + random.next() * Math.max(0, to - from)));

function statusOf(random: Random): ForeignStatus {
  const draw = random.next();
  if (draw < 0.06) return 'IN_LIQUIDATION';
  if (draw < 0.09) return 'INSOLVENT';
  if (draw < 0.12) return 'DISSOLVED';
  return 'ACTIVE';
}

/** The trade the company's name carries (the seed names companies "<Brand> <Trade> <Form>"). */
function tradeOf(name: string): { trade: string; legalForm: string } {
  const trade = Object.keys(ACTIVITIES).find((each) => name.includes(` ${each} `)) ?? 'Trading';
  const at = name.indexOf(` ${trade} `);
  return { trade, legalForm: at >= 0 ? name.slice(at + trade.length + 2) : '' };
}

export function embeddedForeignReport(company: ForeignCompany, asOf: Date): ForeignReport {
  const language = (company.language in STATUS_WORDING.ACTIVE ? company.language : 'EN') as DataLanguage;
  const random = (domain: string) => randomOf('foreign', company.company_id, domain);
  const { trade, legalForm } = tradeOf(company.company_name);
  const currency = CURRENCIES[company.registration_country] ?? 'EUR';
  const units = UNITS_PER_EURO[currency] ?? 1;
  const today = asOf.getTime();

  const life = random('life');
  const incorporatedYear = life.int(1978, asOf.getUTCFullYear() - 3);
  const incorporated = dayIn(life, Date.UTC(incorporatedYear, 0, 1), Date.UTC(incorporatedYear, 11, 28));
  const status = statusOf(life);
  const statusSince = status === 'ACTIVE' ? incorporated : isoDate(addDays(asOf, -life.int(90, 620)));
  const troubled = status !== 'ACTIVE';
  /** Until when the company ran as usual: officers were appointed and capital raised before. */
  const runningUntil = troubled ? Date.parse(statusSince) : today;

  // Filings as Italy's (latestFiledYear); a dissolved company's last is the year before it ended.
  const money = random('money');
  const lastYear =
    status === 'DISSOLVED'
      ? Math.min(latestFiledYear(asOf), Number(statusSince.slice(0, 4)) - 1)
      : latestFiledYear(asOf);
  const years = [lastYear, lastYear - 1, lastYear - 2].filter((year) => year > incorporatedYear);
  let employees = money.int(4, 320);
  let revenue = employees * money.int(90_000, 260_000) * units;
  // A troubled company's equity has been eaten by its losses; a sound one's is a share of revenue.
  let equity = Math.round((revenue * (troubled ? money.int(-500, 800) : money.int(1500, 4500))) / 10_000);
  const financials = years.map((year, index) => {
    // Walking back in time: a troubled company was bigger and profitable before its fall.
    if (index > 0) {
      revenue /= troubled ? 1 - money.int(8, 20) / 100 : 1 + money.int(-4, 9) / 100;
      employees = Math.max(1, Math.round(employees * (troubled ? 1.1 : 1 - money.int(-3, 6) / 100)));
    }
    const margin = troubled && index < 2 ? -money.int(600, 2000) / 10_000 : money.int(-200, 900) / 10_000;
    const netIncome = Math.round(revenue * margin);
    const filing = {
      year,
      revenue: Math.round(revenue),
      netIncome,
      equity,
      totalAssets: Math.max(0, equity) + Math.round((revenue * money.int(4000, 8000)) / 10_000),
      employees,
    };
    // The year before, the equity lacked this year's result (no dividends drawn).
    equity -= netIncome;
    return filing;
  });
  const shareCapital = Math.round((money.pick([25_000, 50_000, 100_000, 250_000]) * units) / 1000) * 1000;

  const people = random('officers');
  const roles: ForeignRole[] = ['MANAGING_DIRECTOR'];
  // One chairman and one auditor at most; any number of directors and proxies.
  if (people.chance(0.4)) roles.push('CHAIRMAN');
  for (let count = people.int(0, 2); count > 0; count--) roles.push(people.pick(['DIRECTOR', 'PROXY']));
  if (people.chance(0.4)) roles.push('AUDITOR');
  const officers = roles
    .map((role) => ({
      name: `${people.pick(FIRST_NAMES[language])} ${people.pick(LAST_NAMES[language])}`,
      role,
      title: ROLE_WORDING[role][language],
      since: dayIn(people, Date.parse(incorporated), runningUntil - 30 * DAY_MS),
    }))
    // The managing director first, the others by appointment.
    .sort(
      (a, b) =>
        Number(b.role === 'MANAGING_DIRECTOR') - Number(a.role === 'MANAGING_DIRECTOR') ||
        a.since.localeCompare(b.since),
    );

  const word = EVENT_WORDING;
  const capital = random('capital');
  const events: ForeignReport['events'] = [
    { date: incorporated, code: 'INCORPORATED' as const, text: word.INCORPORATED[language]('') },
    ...officers
      .filter((officer) => officer.since > incorporated)
      .map((officer) => ({
        date: officer.since,
        code: 'OFFICER_CHANGE' as const,
        text: word.OFFICER_CHANGE[language](`${officer.name}, ${officer.title}`),
      })),
    // Some raised their capital to today's since incorporation.
    ...(capital.chance(0.35)
      ? [
          {
            date: dayIn(capital, Date.parse(incorporated) + 365 * DAY_MS, runningUntil - 60 * DAY_MS),
            code: 'CAPITAL_CHANGE' as const,
            text: word.CAPITAL_CHANGE[language](`${grouped(shareCapital, language)} ${currency}`),
          },
        ]
      : []),
    ...(troubled
      ? [
          {
            date: statusSince,
            code: 'STATUS_CHANGE' as const,
            text: word.STATUS_CHANGE[language](STATUS_WORDING[status][language]),
          },
        ]
      : []),
  ].sort((a, b) => b.date.localeCompare(a.date));

  return {
    company,
    asOf: isoDate(addDays(asOf, -random('update').int(1, 20))),
    legalForm,
    incorporated,
    status: { code: status, text: STATUS_WORDING[status][language], since: statusSince },
    activity: { nace: ACTIVITIES[trade].nace, text: ACTIVITIES[trade][language] },
    currency,
    shareCapital,
    employees: status === 'DISSOLVED' ? 0 : (financials[0]?.employees ?? employees),
    officers,
    financials,
    events,
  };
}
