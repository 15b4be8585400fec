import Stripe from 'stripe';
import type { CheckoutSessionState } from './payment-gateway';
import { toCheckoutSessionState } from './stripe-gateway';

/** DESIGN.md §7: a signature older than this is refused, so a captured delivery cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const CHECKOUT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

interface RenewalInvoice {
  id: string;
  billingReason: string | null;
  providerSubscriptionId: string | null;
  customerId: string | null;
  /** Metadata of the provider's subscription (our subscription_id among it). */
  subscriptionMetadata: Record<string, string>;
  /** The service period the invoice pays for, from its subscription line. */
  periodStart: Date | null;
  periodEnd: Date | null;
  /** Cents. */
  amountPaid: number | null;
}

interface EndedSubscription {
  providerSubscriptionId: string;
  metadata: Record<string, string>;
  endedAt: Date | null;
}

/** A verified provider event, reduced to the fields the payment feature acts on. */
export type PaymentEvent =
  | { id: string; type: CheckoutEventType; session: CheckoutSessionState }
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; invoice: RenewalInvoice }
  | { id: string; type: 'customer.subscription.deleted'; subscription: EndedSubscription }
  | { id: string; type: 'other'; originalType: string };

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const asString = (value: unknown) => (typeof value === 'string' ? value : null);
const idOf = (value: unknown) => asString(value) ?? asString(asRecord(value).id);
const asMetadata = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(asRecord(value)).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
const asDate = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

function toRenewalInvoice(invoice: Loose): RenewalInvoice {
  // API versions from 2025 put the subscription under parent.subscription_details; older ones on the invoice.
  const details = asRecord(asRecord(invoice.parent).subscription_details);
  const legacyDetails = asRecord(invoice.subscription_details);
  const lines = asRecord(invoice.lines).data;
  const line = asRecord(Array.isArray(lines) ? lines[0] : undefined);
  const period = asRecord(line.period);
  return {
    id: asString(invoice.id) ?? '',
    billingReason: asString(invoice.billing_reason),
    providerSubscriptionId: idOf(details.subscription) ?? idOf(invoice.subscription),
    customerId: idOf(invoice.customer),
    subscriptionMetadata: { ...asMetadata(legacyDetails.metadata), ...asMetadata(details.metadata) },
    periodStart: asDate(period.start),
    periodEnd: asDate(period.end),
    amountPaid: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : null,
  };
}

export function toPaymentEvent(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = asRecord(event.data.object);
  if ((CHECKOUT_EVENT_TYPES as readonly string[]).includes(event.type)) {
    return {
      id: event.id,
      type: event.type as CheckoutEventType,
      session: toCheckoutSessionState(object as unknown as Parameters<typeof toCheckoutSessionState>[0]),
    };
  }
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    return { id: event.id, type: event.type, invoice: toRenewalInvoice(object) };
  }
  if (event.type === 'customer.subscription.deleted') {
    return {
      id: event.id,
      type: 'customer.subscription.deleted',
      subscription: {
        providerSubscriptionId: asString(object.id) ?? '',
        metadata: asMetadata(object.metadata),
        endedAt: asDate(object.ended_at) ?? asDate(object.canceled_at),
      },
    };
  }
  return { id: event.id, type: 'other', originalType: event.type };
}

/**
 * Checks the Stripe-Signature header against the exact bytes received (HMAC with the endpoint
 * secret, timestamp within the tolerance) and answers the event; throws WebhookSignatureError.
 */
export function verifyWebhookEvent(
  rawBody: Buffer,
  signature: string | string[] | undefined,
  secret: string,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): PaymentEvent {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2048) {
    throw new WebhookSignatureError('Missing or malformed Stripe-Signature header');
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data) {
    throw new WebhookSignatureError('The signed payload is not an event');
  }
  return toPaymentEvent(event as unknown as { id: string; type: string; data: { object: unknown } });
}
