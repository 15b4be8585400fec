/**
 * The EU members as the spec flags them (`UE`), once for every side: the seed sets
 * `countries.is_eu` from this list, the API's VIES lookup and the web's VAT check read it, and
 * the wizard asks for a VAT number by it. Cyprus is deliberately absent (spec). Kept free of zod
 * so a page that only needs the list does not load the schemas.
 */

/** ISO 3166-1 alpha-2 code → id in the built-in country list (DESIGN.md §4). */
const EU_COUNTRIES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 27,
  BG: 36,
  HR: 52,
  CZ: 55,
  DK: 57,
  EE: 66,
  FI: 70,
  FR: 71,
  DE: 75,
  GR: 77,
  HU: 87,
  IE: 93,
  IT: 95,
  LV: 105,
  LT: 111,
  LU: 112,
  MT: 118,
  NL: 134,
  PL: 151,
  PT: 152,
  RO: 154,
  SK: 172,
  SI: 173,
  ES: 179,
  SE: 183,
};

export const EU_COUNTRY_CODES: readonly string[] = Object.keys(EU_COUNTRIES);
export const EU_COUNTRY_IDS: readonly number[] = Object.values(EU_COUNTRIES);

/** A country's VAT number prefix: its ISO code, except Greece's (EL). */
export const vatPrefixOf = (isoCode: string): string => (isoCode === 'GR' ? 'EL' : isoCode);

/** An EU member as the spec flags them; takes a country id or a country with its UE flag. */
export function isEuCountry(country: number | { id?: number; UE?: boolean } | null | undefined): boolean {
  if (country === null || country === undefined) return false;
  if (typeof country === 'number') return EU_COUNTRY_IDS.includes(country);
  if (typeof country.UE === 'boolean') return country.UE;
  return country.id !== undefined && EU_COUNTRY_IDS.includes(country.id);
}

/**
 * Whether the VAT number is asked for (and required): an EU member, or no country chosen yet.
 * Takes a country id or a country from GET /api/countries (its UE flag).
 */
export function isVatRequiredFor(country: number | { id?: number; UE?: boolean } | null | undefined) {
  if (country === null || country === undefined) return true;
  return isEuCountry(country);
}
