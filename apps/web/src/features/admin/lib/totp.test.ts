import { operatorMfaInputSchema } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../components/form/schema-errors';
import { groupSecret, normalizeCode } from './totp';

describe('TOTP helpers', () => {
  it('groups a base32 secret by four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('keeps six digits of a typed or pasted code', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('12-34-56-78')).toBe('123456');
  });

  it('sends six digits, as the schema asks', () => {
    expect(schemaErrors(operatorMfaInputSchema, { challenge: 'c', code: '123456' })).toEqual({});
    expect(schemaErrors(operatorMfaInputSchema, { challenge: 'c', code: '12345' })).toEqual({
      code: 'mfaCodeFormat',
    });
  });
});
