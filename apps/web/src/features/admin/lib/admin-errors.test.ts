import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeAdminError } from './admin-errors';

const apiError = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  new ApiError({ status, code, message, errors });

describe('describeAdminError', () => {
  it('reads the statuses of a refused payment request step', () => {
    expect(
      describeAdminError(
        apiError(
          409,
          'invalid_transition',
          'Only a request that is Approved can become Paid (it is Submitted).',
        ),
      ),
    ).toEqual({ kind: 'transition', from: 'Approved', to: 'Paid', current: 'Submitted' });
  });

  it('translates known codes and known texts of shared codes', () => {
    expect(describeAdminError(apiError(401, 'invalid_credentials', 'Invalid username and password'))).toEqual(
      {
        kind: 'key',
        key: 'invalidCredentials',
      },
    );
    expect(describeAdminError(apiError(403, 'forbidden', 'You cannot deactivate your own account'))).toEqual({
      kind: 'key',
      key: 'selfDeactivation',
    });
    expect(
      describeAdminError(
        apiError(422, 'validation_failed', 'The code is not correct', { code: ['The code is not correct'] }),
      ),
    ).toEqual({ kind: 'key', key: 'codeWrong' });
    expect(
      describeAdminError(
        apiError(422, 'validation_failed', 'The given data was invalid', {
          participant: ['This user is not a participant'],
        }),
      ),
    ).toEqual({ kind: 'key', key: 'notParticipant' });
  });

  it("keeps the server's text for anything else it says, and is generic for failures", () => {
    expect(describeAdminError(apiError(409, 'something_new', 'A new rule said no'))).toEqual({
      kind: 'text',
      text: 'A new rule said no',
    });
    expect(
      describeAdminError(
        apiError(422, 'validation_failed', 'The given data was invalid', { email: ['email is not valid'] }),
      ),
    ).toEqual({ kind: 'text', text: 'email is not valid' });
    expect(describeAdminError(apiError(500, 'internal_error', 'Boom'))).toEqual({
      kind: 'key',
      key: 'generic',
    });
    expect(describeAdminError(new Error('x'))).toEqual({ kind: 'key', key: 'generic' });
  });
});
