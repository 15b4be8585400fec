import type { Language } from '@acorn/contracts';

/** Euros in the interface language; whole amounts without cents. */
export const formatEuros = (amount: number, language: Language, currency = 'EUR'): string =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** A VAT rate such as 23 as '23%'. */
export const formatPercent = (rate: number, language: Language): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);

export const formatDate = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** An IBAN in groups of four, as people read and type it. */
export const groupIban = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
