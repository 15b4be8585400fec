import type { SubscriptionType } from '@acorn/contracts';

/**
 * One subscription period later, in UTC. A day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addPeriod(start: Date, period: SubscriptionType): Date {
  const months = period === 'annual' ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatDate = (date: Date) => DATE_FORMAT.format(date);

export const periodLabel = (period: SubscriptionType) => (period === 'annual' ? 'annual' : 'monthly');
