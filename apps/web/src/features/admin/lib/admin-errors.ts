import { PAYMENT_REQUEST_STATUSES, type PaymentRequestStatus } from '@acorn/contracts';
import { isApiError } from '../../../lib/api-client';

/**
 * What to tell the operator about a failed call: a key under `admin:errors` (with values), or
 * the server's own `error` text when this list does not know the case.
 */
export type AdminFailure =
  | { kind: 'key'; key: string }
  | {
      kind: 'transition';
      from: PaymentRequestStatus;
      to: PaymentRequestStatus;
      current: PaymentRequestStatus;
    }
  | { kind: 'text'; text: string };

const BY_CODE: Record<string, string> = {
  invalid_credentials: 'invalidCredentials',
  account_locked: 'locked',
  rate_limited: 'rateLimited',
  mfa_challenge_expired: 'challengeExpired',
  unauthenticated: 'sessionEnded',
  user_not_found: 'userNotFound',
  association_not_found: 'notLinked',
  payment_request_not_found: 'requestNotFound',
  subscription_not_found: 'transferNotFound',
  bank_transfer_not_found: 'transferNotFound',
  not_a_bank_transfer: 'notBankTransfer',
  subscription_ended: 'subscriptionEnded',
  network_error: 'network',
};

/** Server texts that share a code with others (403 forbidden, 422 validation). */
const BY_MESSAGE: Record<string, string> = {
  'You cannot deactivate your own account': 'selfDeactivation',
  'You are not allowed to do this': 'forbidden',
  'The code is not correct': 'codeWrong',
  'This code has already been used. Wait for the next one.': 'codeUsed',
  'This user is not a participant': 'notParticipant',
  'This user is not a advisor': 'notAdvisor',
};

const TRANSITION = /^Only a request that is (\w+) can become (\w+) \(it is (\w+)\)\.?$/;

const isStatus = (value: string | undefined): value is PaymentRequestStatus =>
  (PAYMENT_REQUEST_STATUSES as readonly string[]).includes(value ?? '');

export function describeAdminError(error: unknown): AdminFailure {
  if (!isApiError(error)) return { kind: 'key', key: 'generic' };
  if (error.code === 'invalid_transition') {
    const [, from, to, current] = TRANSITION.exec(error.message) ?? [];
    if (isStatus(from) && isStatus(to) && isStatus(current)) return { kind: 'transition', from, to, current };
    return { kind: 'text', text: error.message };
  }
  const byCode = BY_CODE[error.code];
  if (byCode) return { kind: 'key', key: byCode };
  const fieldMessage = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
  const byMessage = BY_MESSAGE[error.message] ?? (fieldMessage ? BY_MESSAGE[fieldMessage] : undefined);
  if (byMessage) return { kind: 'key', key: byMessage };
  const fromServer =
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'invalid_response' &&
    !error.code.startsWith('http_');
  if (!fromServer) return { kind: 'key', key: 'generic' };
  return { kind: 'text', text: fieldMessage ?? error.message };
}
