import { vatBreakdown } from '@acorn/contracts';
import { type Db, paymentEvents, subscriptions } from '@acorn/db';
import { eq } from 'drizzle-orm';
import type { CheckoutSessionState } from '../../integrations/payments/payment-gateway';
import type { PaymentEvent } from '../../integrations/payments/stripe-webhooks';
import { type NotificationMailConfig, notify } from '../notifications';
import type { Tx } from './db-types';
import {
  endSubscription,
  failSubscription,
  fulfilSubscription,
  renewSubscription,
  type SubscriptionRow,
} from './fulfilment.service';
import { applyScheduledChange, applyUpgradeFromInvoice } from './plan-change.service';
import type { BillingContext } from './seller';

export type EventOutcome =
  | 'duplicate'
  | 'fulfilled'
  | 'renewed'
  | 'plan_changed'
  | 'renewal_failed'
  | 'failed'
  | 'ended'
  | 'awaiting_payment'
  | 'unchanged'
  | 'unknown_subscription'
  | 'amount_mismatch'
  | 'ignored';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * Our purchase behind a provider object: by the id we stored, else by the metadata we sent
 * (signed back to us with the event). A purchase whose checkout was started again has a newer
 * session id; the older session still names the purchase in its metadata.
 */
async function findSubscription(
  tx: Tx,
  by: { column: 'checkout_session_id' | 'stripe_subscription_id'; value: string | null },
  metadata: Record<string, string>,
): Promise<SubscriptionRow | undefined> {
  if (by.value) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions[by.column], by.value))
      .limit(1);
    if (row) return row;
  }
  const id = parseId(metadata.subscription_id);
  if (!id) return undefined;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row && String(row.user_id) === metadata.user_id ? row : undefined;
}

/** Without it (a test, a replay) the subscriber is told in the app only. */
type NoticeConfig = NotificationMailConfig | undefined;

/** Tells the subscriber of a renewal or a failed payment, as they chose, in the event's transaction. */
const tellSubscriber = (
  tx: Tx,
  subscription: SubscriptionRow,
  kind: 'subscription_renewed' | 'subscription_payment_failed',
  config: NoticeConfig,
) =>
  notify({
    tx,
    userId: subscription.user_id,
    kind,
    itemType: 'subscription',
    itemId: subscription.id,
    ...(config ? { config } : {}),
  });

const isPaid = (session: CheckoutSessionState) =>
  session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required';

async function handleCheckout(
  tx: Tx,
  event: Extract<PaymentEvent, { session: CheckoutSessionState }>,
  billing: BillingContext,
  config: NoticeConfig,
): Promise<EventOutcome> {
  const { session } = event;
  const subscription = await findSubscription(
    tx,
    { column: 'checkout_session_id', value: session.id },
    session.metadata,
  );
  if (!subscription) return 'unknown_subscription';

  if (event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired') {
    // An abandoned older session of a purchase that has a newer checkout says nothing about it.
    if (subscription.checkout_session_id && subscription.checkout_session_id !== session.id)
      return 'unchanged';
    const { changed } = await failSubscription({ tx, subscriptionId: subscription.id });
    // An abandoned checkout is no payment that failed: only a refused debit is told.
    if (changed && event.type === 'checkout.session.async_payment_failed') {
      await tellSubscriber(tx, subscription, 'subscription_payment_failed', config);
    }
    return changed ? 'failed' : 'unchanged';
  }
  if (event.type === 'checkout.session.completed' && !isPaid(session)) {
    // SEPA Direct Debit: the mandate is in, the money is not; async_payment_* follows.
    if (subscription.status === 'pending') {
      await tx
        .update(subscriptions)
        .set({
          stripe_customer_id: session.customerId ?? subscription.stripe_customer_id,
          stripe_subscription_id: session.providerSubscriptionId ?? subscription.stripe_subscription_id,
        })
        .where(eq(subscriptions.id, subscription.id));
    }
    return 'awaiting_payment';
  }
  const expected = vatBreakdown(subscription.net_amount, subscription.vat_rate).totalCents;
  if (
    (session.amountTotal !== null && session.amountTotal < expected) ||
    (session.currency !== null && session.currency !== subscription.currency)
  ) {
    return 'amount_mismatch';
  }
  const { changed } = await fulfilSubscription({
    tx,
    subscriptionId: subscription.id,
    billing,
    customerId: session.customerId,
    providerSubscriptionId: session.providerSubscriptionId,
  });
  return changed ? 'fulfilled' : 'unchanged';
}

async function dispatch(
  tx: Tx,
  event: PaymentEvent,
  billing: BillingContext,
  config: NoticeConfig,
): Promise<EventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return handleCheckout(tx, event, billing, config);
    case 'invoice.paid': {
      const { invoice } = event;
      // A change of plan's prorated charge: applied by our own call, or here if that call was cut off.
      if (invoice.billingReason === 'subscription_update') {
        const applied = await applyUpgradeFromInvoice({
          tx,
          providerInvoiceId: invoice.id,
          metadata: invoice.subscriptionMetadata,
          billing,
        });
        return applied ? 'plan_changed' : 'unchanged';
      }
      // The first period is fulfilled from its checkout; only renewals extend the subscription.
      if (invoice.billingReason !== 'subscription_cycle') return 'ignored';
      const subscription = await findSubscription(
        tx,
        { column: 'stripe_subscription_id', value: invoice.providerSubscriptionId },
        invoice.subscriptionMetadata,
      );
      if (!subscription) return 'unknown_subscription';
      const result = await renewSubscription({
        tx,
        subscriptionId: subscription.id,
        billing,
        period: { start: invoice.periodStart, end: invoice.periodEnd },
        customerId: invoice.customerId,
        providerSubscriptionId: invoice.providerSubscriptionId,
      });
      if (result?.changed) await tellSubscriber(tx, subscription, 'subscription_renewed', config);
      return !result ? 'ignored' : result.changed ? 'renewed' : 'unchanged';
    }
    case 'invoice.payment_failed': {
      const { invoice } = event;
      // A refused renewal: Stripe tries again and ends the subscription if every try fails
      // (customer.subscription.deleted); meanwhile the subscriber is told, so they can act.
      if (invoice.billingReason !== 'subscription_cycle') return 'ignored';
      const subscription = await findSubscription(
        tx,
        { column: 'stripe_subscription_id', value: invoice.providerSubscriptionId },
        invoice.subscriptionMetadata,
      );
      if (!subscription) return 'unknown_subscription';
      await tellSubscriber(tx, subscription, 'subscription_payment_failed', config);
      return 'renewal_failed';
    }
    case 'customer.subscription.deleted': {
      const ended = event.subscription;
      const subscription = await findSubscription(
        tx,
        { column: 'stripe_subscription_id', value: ended.providerSubscriptionId || null },
        ended.metadata,
      );
      if (!subscription) return 'unknown_subscription';
      const { changed } = await endSubscription({
        tx,
        subscriptionId: subscription.id,
        endedAt: ended.endedAt,
      });
      // The end of a cancellation the member asked for: it is done.
      await applyScheduledChange({ tx, subscriptionId: subscription.id, ended: true });
      return changed ? 'ended' : 'unchanged';
    }
    default:
      return 'ignored';
  }
}

/**
 * Applies one verified provider event exactly once: its id is stored in the same transaction as
 * its effect, so a repeated delivery (or two deliveries at once) finds it and changes nothing,
 * and a failure stores nothing, so the provider's retry gets a second chance.
 */
export async function processPaymentEvent(options: {
  db: Db;
  event: PaymentEvent;
  billing: BillingContext;
  /** To mail the subscriber of a renewal or a failed payment, if they read it by e-mail. */
  config?: NotificationMailConfig;
}): Promise<EventOutcome> {
  const { db, event, billing, config } = options;
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ event_id: event.id, type: event.type === 'other' ? event.originalType : event.type })
      .onConflictDoNothing({ target: paymentEvents.event_id })
      .returning({ id: paymentEvents.event_id });
    if (recorded.length === 0) return 'duplicate';
    return dispatch(tx, event, billing, config);
  });
}
