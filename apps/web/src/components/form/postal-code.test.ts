import { COUNTRY_IDS, VALIDATION_CODES } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { livePostalCodeIssue, postalCodeHintKey } from './postal-code';

const GERMANY = 75;
const INVALID = VALIDATION_CODES.postalCodeInvalid;

describe('postal code messages', () => {
  it('describes the format of Portugal and Spain only', () => {
    expect(postalCodeHintKey(COUNTRY_IDS.portugal)).toBe('address.postalCodeHintPortugal');
    expect(postalCodeHintKey(COUNTRY_IDS.spain)).toBe('address.postalCodeHintSpain');
    expect(postalCodeHintKey(GERMANY)).toBeNull();
    expect(postalCodeHintKey(null)).toBeNull();
  });

  it('checks Portugal as four digits, a dash and three digits', () => {
    expect(livePostalCodeIssue(COUNTRY_IDS.portugal, '1000-001')).toBeUndefined();
    expect(livePostalCodeIssue(COUNTRY_IDS.portugal, ' 1000-001 ')).toBeUndefined();
    for (const code of ['1000', '1000001', '1000-01', '100-0001', 'abcd-efg']) {
      expect(livePostalCodeIssue(COUNTRY_IDS.portugal, code), code).toBe(INVALID);
    }
  });

  it('checks Spain as five digits with a province from 01 to 52', () => {
    for (const code of ['28001', '01001', '52006']) {
      expect(livePostalCodeIssue(COUNTRY_IDS.spain, code), code).toBeUndefined();
    }
    for (const code of ['00123', '53001', '2800', '280011', '28-001']) {
      expect(livePostalCodeIssue(COUNTRY_IDS.spain, code), code).toBe(INVALID);
    }
  });

  it('has no format elsewhere, nor before a country is chosen', () => {
    expect(livePostalCodeIssue(GERMANY, 'anything')).toBeUndefined();
    expect(livePostalCodeIssue(null, '1000')).toBeUndefined();
  });

  it('leaves an empty field alone while typing (required is reported on submit)', () => {
    expect(livePostalCodeIssue(COUNTRY_IDS.portugal, '')).toBeUndefined();
    expect(livePostalCodeIssue(COUNTRY_IDS.spain, '   ')).toBeUndefined();
  });
});
