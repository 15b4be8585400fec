import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { AppError } from '../../lib/errors';
import type { CheckoutSessionState, PaymentGateway } from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  /** STRIPE_API_BASE: another API host (a local Stripe-compatible server in tests). */
  apiBase?: string;
}

/** host / port / protocol from a base URL: the options the SDK uses to reach another server. */
export function stripeHostOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

function createStripeClient({ secretKey, apiBase }: StripeGatewayOptions) {
  return new Stripe(secretKey, {
    ...stripeHostOptions(apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const SESSION_STATUSES = new Set(['open', 'complete', 'expired']);
const PAYMENT_STATUSES = new Set(['paid', 'unpaid', 'no_payment_required']);

/** A checkout session as the SDK, a webhook or the test server gives it, reduced to what we use. */
export function toCheckoutSessionState(session: {
  id: string;
  status?: string | null;
  payment_status?: string | null;
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  amount_total?: number | null;
  currency?: string | null;
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
}): CheckoutSessionState {
  return {
    id: session.id,
    status: SESSION_STATUSES.has(session.status ?? '')
      ? (session.status as CheckoutSessionState['status'])
      : null,
    paymentStatus: PAYMENT_STATUSES.has(session.payment_status ?? '')
      ? (session.payment_status as CheckoutSessionState['paymentStatus'])
      : 'unpaid',
    customerId: idOf(session.customer),
    providerSubscriptionId: idOf(session.subscription),
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    metadata: { ...(session.metadata ?? {}) },
    clientReferenceId: session.client_reference_id ?? null,
  };
}

/**
 * The purchase's key plus a digest of the parameters: a retry of the same request replays the
 * same session, while a retry that differs (another interface language, a changed e-mail) gets
 * a new session instead of Stripe's idempotency error for the next 24 hours.
 */
function idempotencyKeyFor(base: string, params: unknown): string {
  return `${base}-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 12)}`;
}

const providerError = (cause: unknown) => new AppError({ code: 'payment_provider_error', cause });

/** Checkout through Stripe: subscription mode, inline recurring price, one Idempotency-Key per purchase. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createCheckoutSession(request) {
      const metadata = {
        user_id: String(request.userId),
        package_id: String(request.packageId),
        period: request.period,
        subscription_id: String(request.subscriptionId),
      };
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        // API 2026-10-28 replaced payment_method_types with this filter: only these are offered.
        allowed_payment_method_types: [request.paymentOption === 'Debit' ? 'sepa_debit' : 'card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.totalCents,
              recurring: { interval: request.period === 'annual' ? 'year' : 'month' },
              product_data: { name: request.packageName },
            },
          },
        ],
        metadata,
        // Renewal invoices carry the subscription's metadata, so they find their purchase too.
        subscription_data: { metadata },
        client_reference_id: String(request.userId),
        customer_email: request.customerEmail,
        locale: request.locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(params, {
          idempotencyKey: idempotencyKeyFor(request.idempotencyKey, params),
        });
      } catch (error) {
        throw providerError(error);
      }
      if (!session.url) throw providerError(new Error('Checkout session without a URL'));
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      try {
        return toCheckoutSessionState(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        throw providerError(error);
      }
    },
    async changeSubscription(request) {
      try {
        const current = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
        const item = current.items.data[0];
        if (!item) throw new Error(`Subscription ${current.id} has no item`);
        // Inline prices need a product: one per package change, named as the invoice line shows.
        const product = await stripe.products.create(
          { name: request.packageName },
          { idempotencyKey: `${request.idempotencyKey}-product` },
        );
        const params: Stripe.SubscriptionUpdateParams = {
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'eur',
                product: product.id,
                unit_amount: request.totalCents,
                recurring: { interval: request.period === 'annual' ? 'year' : 'month' },
              },
            },
          ],
          metadata: request.metadata,
          expand: ['latest_invoice'],
          ...(request.prorate
            ? {
                proration_behavior: 'always_invoice' as const,
                // Refuse rather than leave an unpaid invoice: the plan changes only when paid.
                payment_behavior: 'error_if_incomplete' as const,
                proration_date: Math.floor(request.prorationDate.getTime() / 1000),
              }
            : { proration_behavior: 'none' as const }),
        };
        const updated = await stripe.subscriptions.update(request.providerSubscriptionId, params, {
          idempotencyKey: request.idempotencyKey,
        });
        return { invoiceId: request.prorate ? idOf(updated.latest_invoice) : null };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new AppError({ code: 'plan_change_declined', cause: error });
        }
        throw error instanceof AppError ? error : providerError(error);
      }
    },
    async setCancelAtPeriodEnd({ providerSubscriptionId, cancel, idempotencyKey }) {
      try {
        await stripe.subscriptions.update(
          providerSubscriptionId,
          { cancel_at_period_end: cancel },
          { idempotencyKey },
        );
      } catch (error) {
        throw providerError(error);
      }
    },
    async createCardUpdateSession({ customerId, returnUrl }) {
      try {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          flow_data: { type: 'payment_method_update' },
        });
        return { url: session.url };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
