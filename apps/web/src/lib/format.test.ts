import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros } from './format';

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
});
