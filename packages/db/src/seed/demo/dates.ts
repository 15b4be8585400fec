/**
 * Demo history is dated back from the first seed, so the subscriptions are current and the
 * advisor's months recent whenever the demo is started. Everything is in UTC.
 */

/** `days` whole days before `now`, at `hour` o'clock (UTC): always in the past for days >= 1. */
export const daysAgo = (now: Date, days: number, hour = 10) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour));

/** A date as a `date` column's string, yyyy-MM-dd (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * `months` later, the way the API extends a subscription period (features/payments/periods.ts):
 * a day the target month lacks becomes its last day.
 */
export function addMonths(start: Date, months: number): Date {
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const date = new Date(start);
  date.setUTCFullYear(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), lastDay));
  return date;
}

/** The calendar month `back` months before `now`'s, as payment requests name it (month 1-12). */
export function monthsBefore(now: Date, back: number): { year: number; month: number } {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/** A moment in the month after `month` (1-12 of `year`): requests are made and handled then. */
export const dayAfterMonth = ({ year, month }: { year: number; month: number }, day: number, hour: number) =>
  new Date(Date.UTC(year, month, day, hour));
