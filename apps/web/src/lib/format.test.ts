import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  formatDate,
  formatDateTime,
  formatEuros,
  formatLongDate,
  formatNumber,
  numberLocale,
  plainText,
} from './format';

describe('formatters', () => {
  it('write dates as dd/MM/yyyy, with the time where it matters', () => {
    const moment = new Date(2026, 0, 5, 9, 7).toISOString();
    expect(formatDate(moment)).toBe('05/01/2026');
    expect(formatDateTime(moment)).toBe('05/01/2026 09:07');
  });

  it('drop whole cents from prices and keep them for amounts to reconcile', () => {
    expect(formatEuros(49, 'en')).toBe('€49');
    expect(formatEuros(180.29, 'en')).toBe('€180.29');
    expect(formatEuros(14760, 'en', { cents: 'always' })).toBe('€14,760.00');
    // European conventions for Portuguese and Spanish, not Brazil's.
    expect(formatEuros(14760, 'pt', { cents: 'always' })).toMatch(/^14\s760,00\s€$/);
    expect(formatEuros(1200, 'es')).toMatch(/^1200\s€$/);
  });

  it('read stored rich text as one line of words for an excerpt', () => {
    expect(
      plainText('<p>Shelf space in <em>200&nbsp;stores</em>.</p><ul><li>Fish &amp; chips</li></ul>'),
    ).toBe('Shelf space in 200 stores. Fish & chips');
  });

  it('keep a space between paragraphs, headings and list items, and none where an inline tag was', () => {
    expect(
      plainText('<h2>Why</h2><p>End of paragraph.</p><p>Next <strong>one</strong>, then<br>a line.</p>'),
    ).toBe('Why End of paragraph. Next one, then a line.');
    expect(plainText('<ul><li>One</li><li>Two</li></ul><p>Fan<em>tas</em>tic</p>')).toBe('One Two Fantastic');
  });

  it("write a blog post's date in words, as the spec shows it in each language", () => {
    expect(formatLongDate(new Date(2021, 0, 1, 3, 5).toISOString(), 'en')).toBe('1st January 2021, 3:05');
    expect(formatLongDate(new Date(2021, 4, 22, 14, 30).toISOString(), 'en')).toBe('22nd May 2021, 14:30');
    expect(formatLongDate(new Date(2021, 4, 13, 9, 0).toISOString(), 'en')).toBe('13th May 2021, 9:00');
    expect(formatLongDate(new Date(2021, 0, 1, 3, 5).toISOString(), 'pt')).toBe('1 de janeiro de 2021, 3:05');
    expect(formatLongDate(new Date(2021, 0, 1, 3, 5).toISOString(), 'es')).toBe('1 de enero de 2021, 3:05');
  });

  it('write averages with one decimal in the language: 4.3 in English, 4,3 in Portuguese and Spanish', () => {
    expect(formatAverage(4.3333, 'en')).toBe('4.3');
    expect(formatAverage(4.3333, 'pt')).toBe('4,3');
    expect(formatAverage(4.3333, 'es')).toBe('4,3');
    expect(formatAverage(4, 'pt')).toBe('4,0');
  });

  it('write counts and quantities in the language, and never group a year', () => {
    expect(formatNumber(14760, 'en')).toBe('14,760');
    expect(formatNumber(14760, 'pt')).toMatch(/^14\s760$/);
    expect(formatNumber(14760, 'es')).toBe('14.760');
    expect(formatNumber(1.5, 'pt', { decimals: 1 })).toBe('1,5');
    expect(formatNumber(2026, 'en')).toBe('2026');
    expect(formatNumber(2026, 'es')).toBe('2026');
  });

  it('write a whole number under 10,000 as the language would', () => {
    for (const language of ['en', 'pt', 'es']) {
      const intl = new Intl.NumberFormat(numberLocale(language), { useGrouping: 'min2' });
      for (const value of [0, 7, 42, 999, 1000, 2026, 9999, -1, -9999]) {
        expect(formatNumber(value, language)).toBe(intl.format(value));
      }
      expect(formatNumber(10_000, language)).toBe(intl.format(10_000));
    }
  });
});
