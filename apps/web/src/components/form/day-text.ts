import { formatDay } from '../../lib/format';

/** A calendar day as the API takes it. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a date field shows of its value: dd/MM/yyyy for a day (spec §9, in every language), or the
 * text being typed while it is not a day yet.
 */
export const dayText = (value: string): string => (ISO_DAY.test(value) ? formatDay(value) : value);

/**
 * Typed text as dd/MM/yyyy: digits and separators only ('.' and '-' read as '/'), a slash added
 * before a third digit of the day or month, at most four digits of year. Slashes are added only
 * as the next digit arrives, so deleting one is not undone.
 */
export function maskDayText(text: string): string {
  let out = '';
  let segment = 0;
  let digits = 0;
  for (const char of text.replace(/[.\-\s]/g, '/')) {
    if (char === '/') {
      if (segment < 2 && digits > 0) {
        out += '/';
        segment += 1;
        digits = 0;
      }
      continue;
    }
    if (!/\d/.test(char)) continue;
    if (segment < 2 && digits === 2) {
      out += '/';
      segment += 1;
      digits = 0;
    }
    if (segment === 2 && digits === 4) break;
    out += char;
    digits += 1;
  }
  return out;
}

/** dd/MM/yyyy (or d/M/yyyy) typed by hand as yyyy-MM-dd, or null when it is no day of the calendar. */
export function parseDayText(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The value a date field gives its form for what was typed: the day (yyyy-MM-dd) once it is one,
 * '' when cleared, else the text itself, which the contracts' day check refuses on submit.
 */
export function dayValue(typed: string): string {
  // A day pasted as the API writes it (2026-12-31) is taken as it is.
  if (ISO_DAY.test(typed.trim())) {
    const [year = '', month = '', day = ''] = typed.trim().split('-');
    if (parseDayText(`${day}/${month}/${year}`)) return typed.trim();
  }
  const text = maskDayText(typed);
  return parseDayText(text) ?? text;
}
