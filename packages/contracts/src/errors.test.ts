import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage, isErrorCode } from './errors';
import { isValidationCode, VALIDATION_CODES, VALIDATION_TEXTS } from './validation';

describe('the error registry', () => {
  it('renders a text with its params', () => {
    expect(errorMessage('payment_request_exists', { companies: 'Gama Lda, Delta SA' })).toBe(
      'A payment request for this month already exists for: Gama Lda, Delta SA',
    );
    expect(errorMessage('invalid_transition', { from: 'Approved', to: 'Paid', current: 'Submitted' })).toBe(
      'Only a request that is Approved can become Paid (it is Submitted).',
    );
    expect(errorMessage('vat_taken')).toBe('Vat number already exist');
  });

  it('gives every code an error status and a text', () => {
    for (const [code, { status, message }] of Object.entries(ERRORS)) {
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(message.trim(), code).not.toBe('');
    }
  });

  it('tells its codes from other strings', () => {
    expect(isErrorCode('email_taken')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isValidationCode('required')).toBe(true);
    expect(isValidationCode('This field is required')).toBe(false);
  });

  it('names every field code by itself, for schemas to use as their messages', () => {
    expect(Object.keys(VALIDATION_CODES)).toEqual(Object.keys(VALIDATION_TEXTS));
    for (const [name, code] of Object.entries(VALIDATION_CODES)) expect(code).toBe(name);
  });
});
