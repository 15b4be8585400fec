import { PAYMENT_REQUEST_FIRST_YEAR } from '@acorn/contracts';

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const capitalize = (text: string, language: string): string =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** Years a request or filter can name: the current year first, back to 2020 (accounts spec §9). */
export function yearChoices(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= PAYMENT_REQUEST_FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

/** "March", "Março", "Marzo": a month's name in the interface language, for lists. */
export function monthName(month: number, language: string): string {
  const name = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
  return capitalize(name, language);
}

/** "March 2026", "Março de 2026", "Marzo de 2026" (or "Mar 2026" when short): the month a request is for. */
export function formatPeriod(month: number, year: number, language: string, short = false): string {
  const text = new Intl.DateTimeFormat(language, {
    month: short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));
  return capitalize(text, language);
}

/** The month before `now`: what an advisor usually asks payment for. */
export function previousMonth(now: Date = new Date()): { month: number; year: number } {
  return now.getMonth() === 0
    ? { month: 12, year: now.getFullYear() - 1 }
    : { month: now.getMonth(), year: now.getFullYear() };
}

/** The server accepts only months that have started. */
export function isFutureMonth(month: number, year: number, now: Date = new Date()): boolean {
  return year > now.getFullYear() || (year === now.getFullYear() && month > now.getMonth() + 1);
}
