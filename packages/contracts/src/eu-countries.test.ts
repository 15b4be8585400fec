import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES, EU_COUNTRY_IDS, isEuCountry, isVatRequiredFor, vatPrefixOf } from './eu-countries';
import { COUNTRY_IDS } from './onboarding';

describe('EU countries', () => {
  it('lists the 26 members the spec flags, Cyprus left out, by code and id alike', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(26);
    expect(EU_COUNTRY_IDS).toHaveLength(26);
    expect(EU_COUNTRY_CODES).not.toContain('CY');
  });

  it('asks for VAT in EU members and before a country is chosen', () => {
    expect(isEuCountry(COUNTRY_IDS.portugal)).toBe(true);
    expect(isEuCountry(47)).toBe(false);
    expect(isEuCountry({ id: 47, UE: false })).toBe(false);
    expect(isEuCountry({ id: 179 })).toBe(true);
    expect(isVatRequiredFor(undefined)).toBe(true);
    expect(isVatRequiredFor(null)).toBe(true);
    expect(isVatRequiredFor({ id: 200, UE: false })).toBe(false);
  });

  it('prefixes Greek VAT numbers EL, every other country by its code', () => {
    expect(vatPrefixOf('GR')).toBe('EL');
    expect(vatPrefixOf('PT')).toBe('PT');
  });
});
