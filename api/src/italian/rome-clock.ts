/** Italy's clocks: what an instant shows in Rome, summer time included. */

const ROME_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface RomeClock {
  /** YYYY-MM-DD */
  day: string;
  hour: number;
  /** hh:mm:ss */
  time: string;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
}

/** The date, time and weekday an instant shows on the clocks in Rome. */
export function romeClock(instant: Date): RomeClock {
  const parts = Object.fromEntries(ROME_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
  };
}
