import type { Language, SubscriptionType } from '@acorn/contracts';
import type { Config } from '../../config';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeGateway } from './stripe-gateway';

/** What a hosted checkout is started with; every amount was decided by the server. */
export interface CheckoutRequest {
  subscriptionId: number;
  userId: number;
  packageId: number;
  packageName: string;
  period: SubscriptionType;
  /** Credit: card; Debit: SEPA Direct Debit. */
  paymentOption: 'Credit' | 'Debit';
  /** Price of one period including VAT, in cents. */
  totalCents: number;
  currency: 'eur';
  customerEmail: string;
  locale: Language;
  successUrl: string;
  cancelUrl: string;
  /** Sent as Idempotency-Key: a retried create answers the session made the first time. */
  idempotencyKey: string;
  /** The session this purchase already has, for gateways without idempotency of their own. */
  existingSessionId?: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser is sent to pay. */
  url: string;
}

/** The parts of a checkout session the fulfilment needs, whatever provider answered it. */
export interface CheckoutSessionState {
  id: string;
  status: 'open' | 'complete' | 'expired' | null;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  providerSubscriptionId: string | null;
  /** Cents, including VAT. */
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  clientReferenceId: string | null;
}

export interface PaymentGateway {
  /** 'stripe' with STRIPE_SECRET_KEY; otherwise the built-in test checkout, or none in production. */
  readonly kind: 'stripe' | 'sandbox' | 'none';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The provider's view of a session; undefined when the provider keeps none (the sandbox). */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState | undefined>;
}

/**
 * Stripe when a secret key is configured (at STRIPE_API_BASE when set); else, outside production
 * only, the sandbox. Production without a key has card payments turned off (the configuration
 * allows nothing else), and a gateway that refuses to start a checkout.
 */
export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.stripe.secretKey) {
    return createStripeGateway({ secretKey: config.stripe.secretKey, apiBase: config.stripe.apiBase });
  }
  if (config.production) return noCardGateway;
  return createSandboxGateway({ publicUrl: config.publicUrl });
}

const noCardGateway: PaymentGateway = {
  kind: 'none',
  createCheckoutSession: () =>
    Promise.reject(new Error('card payments are turned off (CARD_PAYMENTS=false)')),
  retrieveCheckoutSession: () => Promise.resolve(undefined),
};
