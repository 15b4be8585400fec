import { describe, expect, it } from 'vitest';
import { formatPeriod, isFutureMonth, monthName, previousMonth, yearChoices } from './periods';

describe('payment request periods', () => {
  it('offers the years from the current one back to 2020', () => {
    const years = yearChoices(new Date(2026, 4, 10));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2020);
    expect(years).toHaveLength(7);
  });

  it('names months and periods in the interface language', () => {
    expect(monthName(3, 'en')).toBe('March');
    expect(monthName(3, 'pt')).toBe('Março');
    expect(monthName(3, 'es')).toBe('Marzo');
    expect(formatPeriod(11, 2025, 'en')).toBe('November 2025');
    expect(formatPeriod(11, 2025, 'pt')).toBe('Novembro de 2025');
    expect(formatPeriod(11, 2025, 'es')).toBe('Noviembre de 2025');
    expect(formatPeriod(11, 2025, 'en', true)).toBe('Nov 2025');
  });

  it('takes last month, across the turn of the year', () => {
    expect(previousMonth(new Date(2026, 4, 10))).toEqual({ month: 4, year: 2026 });
    expect(previousMonth(new Date(2026, 0, 3))).toEqual({ month: 12, year: 2025 });
  });

  it('knows which months have not started yet', () => {
    const now = new Date(2026, 4, 10);
    expect(isFutureMonth(5, 2026, now)).toBe(false);
    expect(isFutureMonth(6, 2026, now)).toBe(true);
    expect(isFutureMonth(12, 2025, now)).toBe(false);
    expect(isFutureMonth(1, 2027, now)).toBe(true);
  });
});
