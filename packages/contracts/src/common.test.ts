import { describe, expect, it } from 'vitest';
import { INT4_MAX, idSchema, intSchema, paginationQuerySchema } from './common';

describe('idSchema', () => {
  it('takes ids up to the largest integer column value, as numbers or decimal text', () => {
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of [
      0,
      -1,
      '-1',
      1.5,
      INT4_MAX + 1,
      '2147483648',
      '99999999999',
      '0x10',
      '1e3',
      '',
      'a',
    ]) {
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });
});

describe('intSchema', () => {
  it('keeps to its bounds and states its message', () => {
    const month = intSchema({ min: 1, max: 12, message: 'Pick a month' });
    expect(month.parse('12')).toBe(12);
    expect(month.safeParse(13).error?.issues[0]?.message).toBe('Pick a month');
  });
});

describe('paginationQuerySchema', () => {
  it('bounds page and perPage', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1 });
    expect(paginationQuerySchema.parse({ page: '3', perPage: '200' })).toEqual({ page: 3, perPage: 200 });
    expect(paginationQuerySchema.safeParse({ page: '2147483648' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ perPage: '201' }).success).toBe(false);
  });
});
