import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  VALIDATION_CODES as V,
} from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../components/form/schema-errors';

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: 'ana@company.example',
  password: 'Secret-1',
  c_password: 'Secret-1',
  role: '1',
  acceptedTerms: true,
  ...overrides,
});

describe('the account forms’ schemas (contracts, spec §5 messages by code)', () => {
  it('login: e-mail and password required, e-mail valid', () => {
    expect(schemaErrors(loginInputSchema, { email: '', password: '' })).toEqual({
      email: V.required,
      password: V.required,
    });
    expect(schemaErrors(loginInputSchema, { email: 'ana@', password: 'x' })).toEqual({
      email: V.loginEmailInvalid,
    });
    expect(schemaErrors(loginInputSchema, { email: ' ana@company.example ', password: 'x' })).toEqual({});
  });

  it('forgot password: e-mail required and valid', () => {
    expect(schemaErrors(forgotPasswordInputSchema, { email: '' })).toEqual({
      email: V.required,
    });
    expect(schemaErrors(forgotPasswordInputSchema, { email: 'nope' })).toEqual({
      email: V.loginEmailInvalid,
    });
  });

  it.each([
    ['abc', 'too short and no digit or upper case'],
    ['abcdef1', 'no upper case letter'],
    ['ABCDEF1', 'no lower case letter'],
    ['Abcdefg', 'no digit'],
    ['Ab1', 'shorter than 6'],
  ])('registration refuses the password %s (%s) with the spec message', (password) => {
    expect(schemaErrors(registerInputSchema, registration({ password, c_password: password }))).toEqual({
      password: V.passwordRule,
    });
  });

  it('registration accepts a password with 6 characters, a digit, a lower and an upper case letter', () => {
    expect(
      schemaErrors(registerInputSchema, registration({ password: 'Abcde1', c_password: 'Abcde1' })),
    ).toEqual({});
  });

  it('registration: confirmation required and equal, terms accepted', () => {
    expect(schemaErrors(registerInputSchema, registration({ c_password: '' }))).toEqual({
      c_password: V.required,
    });
    expect(schemaErrors(registerInputSchema, registration({ c_password: 'Secret-2' }))).toEqual({
      c_password: V.passwordMismatch,
    });
    expect(schemaErrors(registerInputSchema, registration({ acceptedTerms: false }))).toEqual({
      acceptedTerms: V.termsRequired,
    });
  });

  it('change password: current password required, new one follows the rule', () => {
    expect(
      schemaErrors(changePasswordInputSchema, { current_password: '', password: 'weak', c_password: 'weak' }),
    ).toEqual({ current_password: V.required, password: V.passwordRule });
  });
});
