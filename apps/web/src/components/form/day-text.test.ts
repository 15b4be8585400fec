import { describe, expect, it } from 'vitest';
import { dayText, dayValue, maskDayText, parseDayText } from './day-text';

describe('date fields', () => {
  it('show a day as dd/MM/yyyy whatever the language, and text being typed as it is', () => {
    expect(dayText('2026-12-31')).toBe('31/12/2026');
    expect(dayText('31/12')).toBe('31/12');
    expect(dayText('')).toBe('');
  });

  it('put the slashes in as the digits are typed and keep four digits of year', () => {
    expect(maskDayText('3')).toBe('3');
    expect(maskDayText('311')).toBe('31/1');
    expect(maskDayText('31122026')).toBe('31/12/2026');
    expect(maskDayText('31/12/20269')).toBe('31/12/2026');
    expect(maskDayText('1/2/2026')).toBe('1/2/2026');
    expect(maskDayText('31.12.2026')).toBe('31/12/2026');
    expect(maskDayText('31-12-2026')).toBe('31/12/2026');
    expect(maskDayText('ab31/x12')).toBe('31/12');
    // A deleted slash stays deleted until another digit comes.
    expect(maskDayText('31')).toBe('31');
  });

  it('read dd/MM/yyyy typed by hand as the day the API takes, in every language', () => {
    expect(parseDayText('31/12/2026')).toBe('2026-12-31');
    expect(parseDayText('1/2/2026')).toBe('2026-02-01');
    expect(parseDayText('29/02/2028')).toBe('2028-02-29');
  });

  it('refuse what is no day: month first, impossible days, partial text', () => {
    expect(parseDayText('12/31/2026')).toBeNull();
    expect(parseDayText('29/02/2027')).toBeNull();
    expect(parseDayText('31/04/2026')).toBeNull();
    expect(parseDayText('31/12/26')).toBeNull();
    expect(parseDayText('')).toBeNull();
  });

  it('give the form the day once it is one, and the text (refused on submit) before', () => {
    expect(dayValue('31/12/2026')).toBe('2026-12-31');
    expect(dayValue('31122026')).toBe('2026-12-31');
    expect(dayValue('31/12/20')).toBe('31/12/20');
    expect(dayValue('')).toBe('');
    expect(dayValue('2026-12-31')).toBe('2026-12-31');
  });
});
