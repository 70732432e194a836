/**
 * The reliability score (issue 45): a number from 1 to 10 computed from the provider's data by
 * this rule alone, so a customer can be told why a company scores what it scores.
 *
 * Start from 10, then:
 * - status: SOSPESA −4, IN LIQUIDAZIONE −5; CESSATA or INATTIVA scores 1 whatever else is true
 *   (there is no business to extend credit to);
 * - protests: in the last 24 months −2 for the first and −1 for each further one (−4 at most);
 *   older ones (up to 5 years) −1 in all;
 * - prejudicial events in the last 24 months: −2, or −4 when one is an insolvency procedure
 *   (procedura concorsuale);
 * - the latest balance sheet: equity at or below zero −3; a net loss −1, and −1 more when the
 *   year before was a loss too; debts above 4 times equity −1; revenue down more than 10% on the
 *   year before −1 (no balance sheet filed: nothing either way);
 * - founded less than 3 years ago: −1.
 * The result is kept between 1 and 10.
 *
 * Classes: 9–10 A, 7–8 B, 5–6 C, 3–4 D, 1–2 E. Recommended credit: none at 1–2; otherwise a share
 * of the latest revenue by score (SCORE_CREDIT_RATE), at most a quarter of the equity, rounded
 * down to 100 €; without balance sheets 2,500 € per point above 2.
 */
import type { BalanceSheet, PrejudicialEvent, Protest } from '../providers/provider.ts';

export interface ScoreInput {
  stato: string;
  dataCostituzione: string | null;
  protests: Pick<Protest, 'date'>[];
  prejudicial: Pick<PrejudicialEvent, 'date' | 'kind'>[];
  /** Newest first. */
  balanceSheets: BalanceSheet[];
  asOf: Date;
}

export interface Score {
  score: number;
  rating: ScoreClass;
  /** The rule's steps that moved the score, in Italian, each with its weight. */
  reasons: string[];
  /** Euros, whole. */
  recommendedCredit: number;
  creditRationale: string;
}

export type ScoreClass = 'A' | 'B' | 'C' | 'D' | 'E';

export const SCORE_CLASS_LABELS: Record<ScoreClass, string> = {
  A: 'Rischio molto basso',
  B: 'Rischio basso',
  C: 'Rischio medio',
  D: 'Rischio elevato',
  E: 'Rischio molto elevato',
};

/** The share of the latest revenue recommended as credit, by score (3 to 10). */
export const SCORE_CREDIT_RATE: Record<number, number> = {
  3: 0.005,
  4: 0.01,
  5: 0.015,
  6: 0.02,
  7: 0.025,
  8: 0.03,
  9: 0.04,
  10: 0.05,
};

const MONTH_MS = 30.4375 * 86_400_000;
const monthsBetween = (iso: string, asOf: Date) => (asOf.getTime() - new Date(iso).getTime()) / MONTH_MS;

export function scoreClass(score: number): ScoreClass {
  return score >= 9 ? 'A' : score >= 7 ? 'B' : score >= 5 ? 'C' : score >= 3 ? 'D' : 'E';
}

function steps(input: ScoreInput): { points: number; reason: string }[] {
  const out: { points: number; reason: string }[] = [];
  if (input.stato === 'SOSPESA') out.push({ points: -4, reason: 'Attività sospesa' });
  if (input.stato === 'IN LIQUIDAZIONE') out.push({ points: -5, reason: 'Impresa in liquidazione' });

  const recent = input.protests.filter((protest) => monthsBetween(protest.date, input.asOf) <= 24).length;
  const older = input.protests.filter((protest) => {
    const months = monthsBetween(protest.date, input.asOf);
    return months > 24 && months <= 60;
  }).length;
  if (recent > 0) out.push({ points: -Math.min(4, 1 + recent), reason: `Protesti negli ultimi 24 mesi: ${recent}` });
  if (older > 0) out.push({ points: -1, reason: `Protesti tra 2 e 5 anni fa: ${older}` });

  const prejudicial = input.prejudicial.filter((event) => monthsBetween(event.date, input.asOf) <= 24);
  if (prejudicial.some((event) => event.kind === 'Procedura concorsuale'))
    out.push({ points: -4, reason: 'Procedura concorsuale negli ultimi 24 mesi' });
  else if (prejudicial.length > 0)
    out.push({ points: -2, reason: `Eventi pregiudizievoli negli ultimi 24 mesi: ${prejudicial.length}` });

  const [latest, previous] = input.balanceSheets;
  if (latest) {
    if (latest.equity <= 0) out.push({ points: -3, reason: `Patrimonio netto non positivo (${latest.year})` });
    if (latest.netIncome < 0) out.push({ points: -1, reason: `Perdita d'esercizio (${latest.year})` });
    if (latest.netIncome < 0 && previous && previous.netIncome < 0)
      out.push({ points: -1, reason: `Perdite in due esercizi consecutivi (${previous.year}–${latest.year})` });
    if (latest.equity > 0 && latest.debts > 4 * latest.equity)
      out.push({ points: -1, reason: `Debiti oltre 4 volte il patrimonio netto (${latest.year})` });
    if (previous && latest.revenue < previous.revenue * 0.9)
      out.push({ points: -1, reason: `Ricavi in calo di oltre il 10% (${latest.year})` });
  }
  if (input.dataCostituzione && monthsBetween(input.dataCostituzione, input.asOf) < 36)
    out.push({ points: -1, reason: 'Impresa costituita da meno di 3 anni' });
  return out;
}

export function reliabilityScore(input: ScoreInput): Score {
  if (input.stato === 'CESSATA' || input.stato === 'INATTIVA') {
    return {
      score: 1,
      rating: 'E',
      reasons: [input.stato === 'CESSATA' ? 'Impresa cessata' : 'Impresa inattiva'],
      recommendedCredit: 0,
      creditRationale: "Fido sconsigliato: l'impresa non svolge attività.",
    };
  }
  const moved = steps(input);
  const score = Math.max(1, Math.min(10, 10 + moved.reduce((sum, step) => sum + step.points, 0)));
  const reasons = moved.map((step) => `${step.reason} (${step.points})`);
  const { recommendedCredit, creditRationale } = credit(score, input.balanceSheets[0]);
  return { score, rating: scoreClass(score), reasons, recommendedCredit, creditRationale };
}

const euros = (amount: number) => `${amount.toLocaleString('it-IT', { useGrouping: 'always' })} €`;

function credit(score: number, latest: BalanceSheet | undefined) {
  if (score <= 2)
    return { recommendedCredit: 0, creditRationale: 'Fido sconsigliato: punteggio di rischio molto elevato.' };
  if (!latest) {
    const amount = (score - 2) * 2_500;
    return {
      recommendedCredit: amount,
      creditRationale: `Nessun bilancio disponibile: ${euros(2_500)} per ogni punto di punteggio oltre il 2.`,
    };
  }
  const rate = SCORE_CREDIT_RATE[score];
  const byRevenue = latest.revenue * rate;
  const cap = latest.equity > 0 ? latest.equity / 4 : 0;
  const amount = Math.floor(Math.min(byRevenue, cap) / 100) * 100;
  const percent = (rate * 100).toLocaleString('it-IT');
  return {
    recommendedCredit: amount,
    creditRationale:
      byRevenue <= cap
        ? `Il ${percent}% dei ricavi ${latest.year} (${euros(latest.revenue)}), per un punteggio di ${score}.`
        : `Il ${percent}% dei ricavi ${latest.year} supererebbe un quarto del patrimonio netto (${euros(latest.equity)}): il fido è limitato a quel quarto.`,
  };
}
