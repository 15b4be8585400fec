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

/** A calendar day (yyyy-mm-dd, no time zone) as dd/MM/yyyy. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** dd/MM/yyyy HH:mm, for moments where the time matters (sign-ups, payments, audit entries). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDate(iso)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

const ORDINAL: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * A blog post's date (spec §9): '1st January 2021, 3:05' in English, '1 de janeiro de 2021, 3:05'
 * in Portuguese and '1 de enero de 2021, 3:05' in Spanish, in the viewer's time zone.
 */
export function formatLongDate(iso: string, language: string): string {
  const date = new Date(iso);
  const month = date.toLocaleString(numberLocale(language), { month: 'long' });
  const day = date.getDate();
  const time = `${date.getHours()}:${twoDigits(date.getMinutes())}`;
  if (language === 'pt' || language === 'es') return `${day} de ${month} de ${date.getFullYear()}, ${time}`;
  return `${day}${ORDINAL[ordinalRules.select(day)] ?? 'th'} ${month} ${date.getFullYear()}, ${time}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count, an average or a quantity in the interface language: 4.3 and 14,760 in English, 4,3 and
 * 14 760 in Portuguese, 4,3 and 14.760 in Spanish. `decimals` fixes the digits after the comma (an
 * average keeps one: 4,0); without it up to three show. Four-digit numbers are never grouped, so
 * a year in a sentence stays 2026.
 */
export function formatNumber(value: number, language: string, options: { decimals?: number } = {}): string {
  // A whole number under 10,000 reads the same in the three languages, and the first
  // Intl.NumberFormat loads the number data (about 40 ms on a phone): the footer's year, a count
  // of results or of Wants never pay for it.
  if (options.decimals === undefined && Number.isInteger(value) && Math.abs(value) < 10_000)
    return String(value);
  const locale = numberLocale(language);
  const key = `${locale} ${options.decimals ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      useGrouping: 'min2',
      ...(options.decimals === undefined
        ? {}
        : { minimumFractionDigits: options.decimals, maximumFractionDigits: options.decimals }),
    });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** An average rating, with one decimal (spec §9: out of 5): 4.3 in English, 4,3 in Portuguese and Spanish. */
export const formatAverage = (value: number, language: string): string =>
  formatNumber(value, language, { decimals: 1 });

const euroFormats = new Map<string, Intl.NumberFormat>();

/** Building an Intl.NumberFormat costs about as much as rendering a card: one per style, kept. */
function euroFormat(locale: string, currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${locale} ${currency} ${cents}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    euroFormats.set(key, format);
  }
  return format;
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
  return euroFormat(numberLocale(language), (options.currency ?? 'EUR').toUpperCase(), cents).format(amount);
}

/** Tags that start or end a block of text: a reader sees a break there even with no space written. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/**
 * The words of stored rich text, for a one-line excerpt (React escapes what it shows): blocks
 * apart by a space, inline tags gone without one, as the API's excerpts are.
 */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
