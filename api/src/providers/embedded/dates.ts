const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
/** YYYY-MM-DD of a moment, in UTC. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const yearOf = (iso: string) => Number(iso.slice(0, 4));
