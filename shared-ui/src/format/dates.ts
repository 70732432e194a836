import dayjs from 'dayjs';

/** The portal's date formats (it-IT): dd/MM/yyyy, and with the time for events. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY, HH:mm';

/** An ISO date or timestamp as dd/MM/yyyy; '' when there is none. */
export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_FORMAT) : '';
}

/** An ISO timestamp as dd/MM/yyyy, HH:mm; '' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
}
