/**
 * Working days in Italy, for the fulfilment date of offline requests (spec 001 §9: offline
 * fulfilment in working days, 11:00 cut-off): weekends and the national holidays are skipped,
 * and a request after 11:00 Rome time counts from the next working day.
 */

export const CUTOFF_HOUR = 11;

/** Easter Sunday (Meeus/Jones/Butcher), as a UTC date. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The national holidays of a year: fixed days and Easter Monday. */
export function italianHolidays(year: number): Set<string> {
  const fixed = ['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'];
  const monday = easter(year);
  monday.setUTCDate(monday.getUTCDate() + 1);
  return new Set([...fixed.map((day) => `${year}-${day}`), iso(monday)]);
}

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !italianHolidays(date.getUTCFullYear()).has(iso(date));
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
