import { italianHolidays } from '@portal/contracts/italian-holidays';

/**
 * Working days in Italy, for the fulfilment date of offline requests (spec 001 §9: offline
 * fulfilment in working days, 11:00 cut-off): weekends and the national holidays are skipped,
 * and a request after 11:00 Rome time counts from the next working day.
 */

export const CUTOFF_HOUR = 11;

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The national holidays of a year (the portal's one calendar, @portal/contracts/italian-holidays). */
export function holidaysOf(year: number): Set<string> {
  return new Set(italianHolidays(year).keys());
}

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(date.getUTCFullYear()).has(iso(date));
}

/** The calendar day and hour in Rome of an instant. */
function romeDay(instant: Date): { date: Date; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return { date: new Date(Date.UTC(part('year'), part('month') - 1, part('day'))), hour: part('hour') };
}

/**
 * The day (YYYY-MM-DD) an offline request placed at `instant` is due, `days` working days
 * later; placed after the cut-off or on a closed day, it counts from the next working day.
 */
export function dueDate(instant: Date, days: number): string {
  const { date, hour } = romeDay(instant);
  const day = new Date(date);
  if (!isWorkingDay(day) || hour >= CUTOFF_HOUR) {
    do day.setUTCDate(day.getUTCDate() + 1);
    while (!isWorkingDay(day));
  }
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return iso(day);
}
