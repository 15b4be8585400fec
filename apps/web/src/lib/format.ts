/** Dates and amounts as every screen shows them, in every language. */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The conventions of the euro countries the languages are spoken in (not Brazil's for pt). */
const LOCALES: Record<string, string> = { en: 'en-IE', pt: 'pt-PT', es: 'es-ES' };
export const numberLocale = (language: string): string => LOCALES[language] ?? language;

/** dd/MM/yyyy (the spec's date format, whatever the language), in the viewer's time zone. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** dd/MM/yyyy HH:mm, for moments where the time matters (sign-ups, payments, audit entries). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(iso)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * Euros in the interface language. Prices drop the cents when they are whole (€49); amounts to
 * reconcile (transfers, invoices in the console) keep them (€14,760.00).
 */
export function formatEuros(
  amount: number,
  language: string,
  options: { currency?: string; cents?: 'always' | 'when-any' } = {},
): string {
  const cents = options.cents === 'always' || !Number.isInteger(amount);
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: (options.currency ?? 'EUR').toUpperCase(),
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
