import { type VatLookupResult, vatPrefixOf } from '@acorn/contracts';
import { checkVAT, countries } from 'jsvat';

/** An offline check's answer, with whether jsvat knows the country's rules at all. */
export interface VatCheck extends VatLookupResult {
  /** jsvat has format and checksum rules for this prefix (every EU member does). */
  supported: boolean;
}

/**
 * The form the database keeps: upper case, without spaces or separators, with the country
 * prefix (added from the chosen country when the number has none; GR becomes EL).
 */
export function normalizeVatNumber(input: string, countryCode?: string | null): string {
  let value = input.toUpperCase().replace(/[\s.\-/_,]/g, '');
  if (value.startsWith('GR')) value = `EL${value.slice(2)}`;
  if (!/^[A-Z]{2}/.test(value) && countryCode)
    value = `${vatPrefixOf(countryCode.trim().toUpperCase())}${value}`;
  return value;
}

/**
 * Format and check digits with jsvat, no network. A prefix jsvat has no rules for (outside the
 * EU) can only be checked for a plausible shape: format_valid says so, valid stays false.
 */
export function checkVatOffline(input: string, countryCode?: string | null): VatCheck {
  const vatnumber = normalizeVatNumber(input, countryCode);
  const prefix = /^[A-Z]{2}/.exec(vatnumber)?.[0] ?? null;
  const result = checkVAT(vatnumber, countries);
  if (result.isSupportedCountry) {
    return {
      vatnumber,
      country_code: prefix,
      format_valid: result.isValidFormat,
      valid: result.isValid,
      supported: true,
      source: 'offline',
    };
  }
  return {
    vatnumber,
    country_code: prefix,
    format_valid: /^[A-Z]{2}[A-Z0-9]{2,18}$/.test(vatnumber),
    valid: false,
    supported: false,
    source: 'offline',
  };
}

/** Whether a number may be saved: check digits right where the rules are known, else a plausible shape. */
export const isAcceptableVat = (check: VatCheck) => (check.supported ? check.valid : check.format_valid);
