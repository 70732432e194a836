/** Dates as Italians read them: dd/MM/yyyy, and dd/MM/yyyy HH:mm in Italy's time zone. */

/** dd/MM/yyyy of an ISO date (or timestamp: its date part). */
export const italianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const ROME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** dd/MM/yyyy HH:mm of a moment, as the clocks in Italy show it. */
export const italianDateTime = (moment: string | Date) => ROME.format(new Date(moment)).replace(',', '');
