import { italianHolidays } from '@portal/contracts/italian-holidays';
import { romeClock } from './rome-clock.ts';

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

/**
 * The day (YYYY-MM-DD) an offline request placed at `instant` is due, `days` working days
 * later; placed after the cut-off or on a closed day, it counts from the next working day.
 */
export function dueDate(instant: Date, days: number): string {
  const rome = romeClock(instant);
  const day = new Date(`${rome.day}T00:00:00Z`);
  if (!isWorkingDay(day) || rome.hour >= CUTOFF_HOUR) {
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
