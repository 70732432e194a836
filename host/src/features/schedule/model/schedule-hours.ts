import dayjs, { type Dayjs } from 'dayjs';
import { easterDate, italianHolidays } from '@portal/contracts/italian-holidays';

/** Opening hours as shown: 'HH:mm'. */
export interface Hours {
  from: string;
  to: string;
}

/** Which rule of spec 000 §2.11 applies to a day. */
export type DayKind = 'working' | 'non-working' | 'month-end';

export const DAY_KIND_LABELS: Record<DayKind, string> = {
  working: 'Giorno feriale',
  'non-working': 'Giorno non lavorativo',
  'month-end': 'Ultimo giorno lavorativo del mese',
};

/** Spec 000 §2.11: online services; web services keep the same hours; offline ones never close. */
export const ONLINE_HOURS: Record<DayKind, Hours> = {
  working: { from: '08:00', to: '21:00' },
  'non-working': { from: '08:00', to: '20:00' },
  'month-end': { from: '08:00', to: '19:00' },
};
export const OFFLINE_HOURS: Hours = { from: '00:00', to: '24:00' };

const ISO = 'YYYY-MM-DD';

/** Easter Sunday of the Gregorian calendar (the calendar is @portal/contracts/italian-holidays'). */
export function easterSunday(year: number): Dayjs {
  return dayjs(easterDate(year));
}

export { italianHolidays };

export function holidayName(date: Dayjs): string | null {
  return italianHolidays(date.year()).get(date.format(ISO)) ?? null;
}

/** Saturdays, Sundays and national holidays. */
export function isNonWorkingDay(date: Dayjs): boolean {
  const weekday = date.day();
  return weekday === 0 || weekday === 6 || holidayName(date) !== null;
}

/**
 * The day of the month with the reduced hours: the last day, or the day before when it is
 * not a working day (and so on back to a working day).
 */
export function monthEndDay(date: Dayjs): Dayjs {
  let day = date.endOf('month').startOf('day');
  while (isNonWorkingDay(day)) day = day.subtract(1, 'day');
  return day;
}

export function dayKind(date: Dayjs): DayKind {
  const day = date.startOf('day');
  if (day.isSame(monthEndDay(day), 'day')) return 'month-end';
  return isNonWorkingDay(day) ? 'non-working' : 'working';
}

export interface DaySchedule {
  date: Dayjs;
  kind: DayKind;
  holiday: string | null;
  online: Hours;
  offline: Hours;
  webServices: Hours;
}

/** The hours that apply on `date` to each kind of service. */
export function scheduleFor(date: Dayjs): DaySchedule {
  const kind = dayKind(date);
  return {
    date: date.startOf('day'),
    kind,
    holiday: holidayName(date),
    online: ONLINE_HOURS[kind],
    offline: OFFLINE_HOURS,
    webServices: ONLINE_HOURS[kind],
  };
}

/** Whether `moment` falls inside the hours (`to` exclusive; 24:00 is the end of the day). */
export function isOpenAt(hours: Hours, moment: Dayjs): boolean {
  const minutes = moment.hour() * 60 + moment.minute();
  const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  return minutes >= toMinutes(hours.from) && minutes < toMinutes(hours.to);
}

export function formatHours(hours: Hours): string {
  return `${hours.from} - ${hours.to}`;
}
