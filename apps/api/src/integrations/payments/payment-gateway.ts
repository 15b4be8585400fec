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

interface CheckoutSession {
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

/** A change of package on the provider's subscription (decision 045). */
interface SubscriptionChangeRequest {
  providerSubscriptionId: string;
  packageName: string;
  period: SubscriptionType;
  /** The new period price including VAT, in cents. */
  totalCents: number;
  /**
   * true: the difference for the rest of the period is invoiced and charged now, or the call
   * fails (an upgrade); false: the new price starts with the next period (a downgrade).
   */
  prorate: boolean;
  /** The instant the proration is computed for, so the provider and our invoice agree. */
  prorationDate: Date;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

interface SubscriptionChangeResult {
  /** The provider's invoice of the prorated charge (paid), when one was made. */
  invoiceId: string | null;
}

export interface PaymentGateway {
  /** 'stripe' with STRIPE_SECRET_KEY; otherwise the built-in test checkout, or none in production. */
  readonly kind: 'stripe' | 'sandbox' | 'none';
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The provider's view of a session; undefined when the provider keeps none (the sandbox). */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState | undefined>;
  /** Stripe only: the others keep no subscription of their own. */
  changeSubscription(request: SubscriptionChangeRequest): Promise<SubscriptionChangeResult>;
  /** Stripe only: end (or no longer end) the subscription when the paid period runs out. */
  setCancelAtPeriodEnd(options: {
    providerSubscriptionId: string;
    cancel: boolean;
    idempotencyKey: string;
  }): Promise<void>;
  /** Where a card member changes the card: the provider's Customer Portal. */
  createCardUpdateSession(options: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
}

const noProviderSubscription = () => Promise.reject(new Error('this payment gateway keeps no subscriptions'));

/** What the gateways without provider subscriptions answer to subscription calls. */
export const withoutProviderSubscriptions = {
  changeSubscription: noProviderSubscription,
  setCancelAtPeriodEnd: noProviderSubscription,
  createCardUpdateSession: noProviderSubscription,
} satisfies Partial<PaymentGateway>;

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
  ...withoutProviderSubscriptions,
};
