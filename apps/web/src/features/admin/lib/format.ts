/** Dates and amounts in the console, in the interface language. */

export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatDay = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

export const formatEuros = (amount: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
