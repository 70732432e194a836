/**
 * The national public holidays of Italy, one calendar for the portal's schedule page and for the
 * API's working days (offline fulfilment dates). Pure functions on ISO dates.
 */

/** Easter Sunday of the Gregorian calendar, YYYY-MM-DD (the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterDate(year: number): string {
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
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day after an ISO date. */
function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The national public holidays of Italy in `year`, by ISO date, with their names. */
export function italianHolidays(year: number): Map<string, string> {
  const fixed: Array<[string, string]> = [
    ['01-01', 'Capodanno'],
    ['01-06', 'Epifania'],
    ['04-25', 'Festa della Liberazione'],
    ['05-01', 'Festa del Lavoro'],
    ['06-02', 'Festa della Repubblica'],
    ['08-15', 'Ferragosto'],
    ['11-01', 'Ognissanti'],
    ['12-08', 'Immacolata Concezione'],
    ['12-25', 'Natale'],
    ['12-26', 'Santo Stefano'],
  ];
  // San Francesco d'Assisi is a national holiday again from 2026 (law 151/2025).
  if (year >= 2026) fixed.push(['10-04', "San Francesco d'Assisi"]);
  const holidays = new Map(fixed.map(([monthDay, name]) => [`${year}-${monthDay}`, name]));
  const easter = easterDate(year);
  holidays.set(easter, 'Pasqua');
  holidays.set(nextDay(easter), "Lunedì dell'Angelo");
  return holidays;
}
