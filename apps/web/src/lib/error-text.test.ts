import { ERRORS, LANGUAGES, VALIDATION_TEXTS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/render';
import { readTranslations } from '../test/translations';
import { ApiError } from './api-client';
import { errorText, fieldErrors } from './error-text';

const t = createTestI18n().getFixedT('en');
const apiError = (code: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ status: 400, code, message: 'English text of the server', ...extra });

describe('translations of the error registries', () => {
  it.each(LANGUAGES)('%s words every error code and every field code', (language) => {
    const { errors, validation } = readTranslations(language);
    for (const code of Object.keys(ERRORS)) {
      expect(typeof errors?.[code] === 'string' && errors[code] !== '', `errors:${code}`).toBe(true);
    }
    for (const code of Object.keys(VALIDATION_TEXTS)) {
      expect(typeof validation?.[code] === 'string' && validation[code] !== '', `validation:${code}`).toBe(
        true,
      );
    }
  });
});

describe('errorText', () => {
  it('words a code with its params, in the interface language', () => {
    expect(errorText(t, apiError('payment_request_exists', { params: { companies: 'Gama Lda' } }))).toBe(
      'A payment request for this month already exists for: Gama Lda',
    );
    expect(
      errorText(
        t,
        apiError('invalid_transition', { params: { from: 'Approved', to: 'Paid', current: 'Submitted' } }),
      ),
    ).toBe(
      'This request is Submitted now: only a request that is Approved can become Paid. The list has been refreshed.',
    );
    const pt = createTestI18n('pt');
    expect(
      errorText(
        pt.getFixedT('pt'),
        apiError('invalid_transition', { params: { from: 'Approved', to: 'Paid', current: 'Submitted' } }),
      ),
    ).toBe(
      'Este pedido está agora Submetido: só um pedido Aprovado pode passar a Pago. A lista foi atualizada.',
    );
  });

  it('words a validation failure by its first field problem', () => {
    const error = apiError('validation_failed', {
      status: 422,
      errorCodes: { participant: ['notParticipant'], email: ['emailInvalid'] },
    });
    expect(errorText(t, error)).toBe('This user is not a participant');
    expect(errorText(t, apiError('validation_failed', { status: 422 }))).toBe('The given data was invalid');
  });

  it('falls back to the generic text, or the one given, for what has no words of its own', () => {
    const generic = 'Something went wrong, please try again';
    expect(errorText(t, new Error('boom'))).toBe(generic);
    expect(errorText(t, apiError('a_code_from_a_newer_server'))).toBe(generic);
    expect(errorText(t, apiError('http_502', { status: 502 }))).toBe(generic);
    expect(errorText(t, apiError('internal_error', { status: 500 }))).toBe(generic);
    expect(errorText(t, apiError('a_code_from_a_newer_server'), 'Unknown error')).toBe('Unknown error');
    expect(errorText(t, apiError('network_error', { status: 0 }))).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });
});

describe('field problems', () => {
  it("takes the first code of each field from the answer's errorCodes", () => {
    const error = apiError('validation_failed', {
      status: 422,
      errorCodes: { email: ['emailInvalid', 'required'], role: ['invalid'] },
    });
    expect(fieldErrors(error)).toEqual({ email: 'emailInvalid', role: 'invalid' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
