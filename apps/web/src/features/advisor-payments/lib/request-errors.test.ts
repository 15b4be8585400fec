import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeRequestFailure } from './request-errors';

const apiError = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  new ApiError({ status, code, message, errors });

describe('describeRequestFailure', () => {
  it('keeps the company names of a duplicate, to say it in any language', () => {
    const failure = describeRequestFailure(
      apiError(
        409,
        'payment_request_exists',
        'A payment request for this month already exists for: Quinta do Vale Verde, Tecnimetal Ibérica',
      ),
    );
    expect(failure).toEqual({ kind: 'duplicate', companies: 'Quinta do Vale Verde, Tecnimetal Ibérica' });
  });

  it('names a company that is not associated and a month that has not started', () => {
    expect(describeRequestFailure(apiError(403, 'participant_not_associated', 'x'))).toEqual({
      kind: 'notAssociated',
    });
    expect(
      describeRequestFailure(
        apiError(422, 'validation_failed', 'You can only request payment for a month that has started.', {
          month: ['You can only request payment for a month that has started.'],
        }),
      ),
    ).toEqual({ kind: 'futureMonth' });
  });

  it('passes field errors on and keeps unknown server texts', () => {
    expect(
      describeRequestFailure(
        apiError(422, 'validation_failed', 'The given data was invalid', {
          participants: ['This field is required'],
          other: ['x'],
        }),
      ),
    ).toEqual({ kind: 'fields', errors: { participants: 'This field is required' } });
    expect(describeRequestFailure(apiError(403, 'forbidden', 'You are not allowed to do this'))).toEqual({
      kind: 'server',
      text: 'You are not allowed to do this',
    });
  });

  it('falls back to the generic message for network and server failures', () => {
    expect(describeRequestFailure(apiError(0, 'network_error', 'Network error'))).toEqual({
      kind: 'generic',
    });
    expect(describeRequestFailure(apiError(500, 'internal', 'Boom'))).toEqual({ kind: 'generic' });
    expect(describeRequestFailure(new Error('x'))).toEqual({ kind: 'generic' });
  });
});
