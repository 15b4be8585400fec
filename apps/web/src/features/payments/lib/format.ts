import type { Language } from '@acorn/contracts';
import { numberLocale } from '../../../lib/format';

/** A VAT rate such as 23 as '23%'. */
export const formatPercent = (rate: number, language: Language): string =>
  new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    rate / 100,
  );

/** An IBAN in groups of four, as people read and type it. */
export const groupIban = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
