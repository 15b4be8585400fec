import {
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  VALIDATION_MESSAGES as M,
  registerInputSchema,
} from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { schemaErrors, serverFieldErrors, withPasswordConfirmation } from './form-errors';

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: 'ana@company.example',
  password: 'Secret-1',
  c_password: 'Secret-1',
  role: '1',
  acceptedTerms: true,
  ...overrides,
});

describe('account form validation (contracts schemas, spec §5 messages)', () => {
  it('login: e-mail and password required, e-mail valid', () => {
    expect(schemaErrors(loginInputSchema, { email: '', password: '' })).toEqual({
      email: M.required,
      password: M.required,
    });
    expect(schemaErrors(loginInputSchema, { email: 'ana@', password: 'x' })).toEqual({
      email: 'Please enter valid email address',
    });
    expect(schemaErrors(loginInputSchema, { email: ' ana@company.example ', password: 'x' })).toEqual({});
  });

  it('forgot password: e-mail required and valid', () => {
    expect(schemaErrors(forgotPasswordInputSchema, { email: '' })).toEqual({
      email: 'This field is required',
    });
    expect(schemaErrors(forgotPasswordInputSchema, { email: 'nope' })).toEqual({
      email: 'Please enter valid email address',
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
      password:
        'password must be at least one number, one lowercase and one uppercase letter and min 6 character',
    });
  });

  it('registration accepts a password with 6 characters, a digit, a lower and an upper case letter', () => {
    expect(
      schemaErrors(registerInputSchema, registration({ password: 'Abcde1', c_password: 'Abcde1' })),
    ).toEqual({});
  });

  it('registration: confirmation required and equal, terms accepted', () => {
    expect(schemaErrors(registerInputSchema, registration({ c_password: '' }))).toEqual({
      c_password: M.required,
    });
    expect(schemaErrors(registerInputSchema, registration({ c_password: 'Secret-2' }))).toEqual({
      c_password: 'password mismatch',
    });
    expect(schemaErrors(registerInputSchema, registration({ acceptedTerms: false }))).toEqual({
      acceptedTerms: M.termsRequired,
    });
  });

  it('shows the mismatch together with the other errors, which the schema can hold back', () => {
    const values = registration({ email: 'bad', c_password: 'Secret-2', acceptedTerms: false });
    expect(withPasswordConfirmation(schemaErrors(registerInputSchema, values), values)).toEqual({
      email: 'Please enter valid email address',
      acceptedTerms: M.termsRequired,
      c_password: 'password mismatch',
    });
    // An empty confirmation keeps its own message.
    expect(withPasswordConfirmation({ c_password: M.required }, { password: 'a', c_password: '' })).toEqual({
      c_password: M.required,
    });
  });

  it('change password: current password required, new one follows the rule', () => {
    expect(
      schemaErrors(changePasswordInputSchema, { current_password: '', password: 'weak', c_password: 'weak' }),
    ).toEqual({ current_password: M.required, password: M.passwordRule });
  });
});

describe('serverFieldErrors', () => {
  it("takes the first message of the form's own fields from a 422", () => {
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'The given data was invalid',
      errors: { email: ['one', 'two'], role: ['not shown'], password: ['weak'] },
    });
    expect(serverFieldErrors(error, ['email', 'password'])).toEqual({ email: 'one', password: 'weak' });
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual({});
  });
});
