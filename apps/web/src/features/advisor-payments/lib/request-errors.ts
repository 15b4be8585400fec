import { isApiError } from '../../../lib/api-client';

/** The API's texts for a payment request (apps/api advisor-payments.service PAYMENT_REQUEST_MESSAGES). */
export const PAYMENT_REQUEST_SERVER_MESSAGES = {
  added: 'Request added successfully',
  futureMonth: 'You can only request payment for a month that has started.',
  duplicatePrefix: 'A payment request for this month already exists for:',
} as const;

/**
 * What to tell the advisor about a failed submit, by translation key (`advisorPayments:errors.*`),
 * with the server's own text kept for anything this list does not know.
 */
export type RequestFailure =
  | { kind: 'duplicate'; companies: string }
  | { kind: 'notAssociated' }
  | { kind: 'futureMonth' }
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'server'; text: string }
  | { kind: 'generic' };

const FORM_FIELDS = ['month', 'year', 'participants', 'declaration'] as const;

export function describeRequestFailure(error: unknown): RequestFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'payment_request_exists') {
    const { duplicatePrefix } = PAYMENT_REQUEST_SERVER_MESSAGES;
    const companies = error.message.startsWith(duplicatePrefix)
      ? error.message.slice(duplicatePrefix.length).trim()
      : '';
    return companies ? { kind: 'duplicate', companies } : { kind: 'server', text: error.message };
  }
  if (error.code === 'participant_not_associated') return { kind: 'notAssociated' };
  if (error.status === 422 && error.errors) {
    if (error.errors.month?.[0] === PAYMENT_REQUEST_SERVER_MESSAGES.futureMonth)
      return { kind: 'futureMonth' };
    const errors: Record<string, string> = {};
    for (const field of FORM_FIELDS) {
      const message = error.errors[field]?.[0];
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  const fromServer =
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'invalid_response' &&
    !error.code.startsWith('http_') &&
    error.message !== '';
  return fromServer ? { kind: 'server', text: error.message } : { kind: 'generic' };
}
