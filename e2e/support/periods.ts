/** A month `back` months before now, as the payment request forms name it. */
export function monthsAgo(back: number, now: Date = new Date()): { month: number; year: number } {
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return { month: date.getMonth() + 1, year: date.getFullYear() };
}

/** "March 2026": how the pages print a request's month in English. */
export const periodLabel = ({ month, year }: { month: number; year: number }): string =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
