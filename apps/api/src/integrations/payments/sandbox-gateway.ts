import { randomSecret } from '../../lib/secrets';
import { type PaymentGateway, withoutProviderSubscriptions } from './payment-gateway';

const SANDBOX_SESSION_PREFIX = 'cs_sandbox_';
/** 256 random bits after the prefix: the id is the only key to the test checkout page. */
export const SANDBOX_SESSION_PATTERN = /^cs_sandbox_[A-Za-z0-9_-]{43}$/;
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox';

export const isSandboxSession = (id: string | null | undefined) =>
  typeof id === 'string' && id.startsWith(SANDBOX_SESSION_PREFIX);

/**
 * Without STRIPE_SECRET_KEY: checkout sessions are ids only, and the session's state is the
 * pending subscription in the database (so any instance can serve the test checkout page).
 */
export function createSandboxGateway({ publicUrl }: { publicUrl: string }): PaymentGateway {
  return {
    kind: 'sandbox',
    async createCheckoutSession(request) {
      const existing = request.existingSessionId;
      const id =
        existing && SANDBOX_SESSION_PATTERN.test(existing)
          ? existing
          : `${SANDBOX_SESSION_PREFIX}${randomSecret()}`;
      return { id, url: `${publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}` };
    },
    async retrieveCheckoutSession() {
      return undefined;
    },
    ...withoutProviderSubscriptions,
  };
}
