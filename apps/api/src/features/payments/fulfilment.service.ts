import { PAYMENT_FAILED_STATUS, REGISTRATION_COMPLETE_STEP, vatBreakdown } from '@acorn/contracts';
import { affiliateSignups, subscriptions, users } from '@acorn/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Tx } from './db-types';
import { type InvoiceRow, issueInvoice, type Period } from './invoices.service';
import { addPeriod } from './periods';
import { applyScheduledChange } from './plan-change.service';
import type { BillingContext } from './seller';

export type SubscriptionRow = (typeof subscriptions)['$inferSelect'];

/** States a paid subscription can be in; a late failure or expiry never touches these. */
const PAID_STATES = new Set(['active', 'expired', 'canceled']);

const END_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const periodOf = (row: SubscriptionRow) => (row.period === 'annual' ? 'annual' : 'monthly');

async function lockSubscription(tx: Tx, subscriptionId: number): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update')
    .limit(1);
  if (!row) throw new AppError({ code: 'subscription_not_found' });
  return row;
}

export interface FulfilOptions {
  tx: Tx;
  subscriptionId: number;
  billing: BillingContext;
  /**
   * The paid service period. Left out: the current one when the subscription is already
   * active (a repeated fulfilment), otherwise one period from now.
   */
  period?: Period;
  customerId?: string | null;
  providerSubscriptionId?: string | null;
}

export interface FulfilResult {
  subscription: SubscriptionRow;
  invoice: InvoiceRow;
  /** False when this period had already been fulfilled: nothing changed. */
  changed: boolean;
}

/**
 * The one way a payment becomes a subscription: used by the webhook, the sandbox checkout, the
 * server-side session check behind paymentSuccessTaffiliate and the operator's bank-transfer
 * confirmation. Idempotent: the subscription row is locked, the invoice is unique per period and
 * the affiliate sign-up per subscription. Runs inside the caller's transaction.
 */
export async function fulfilSubscription(options: FulfilOptions): Promise<FulfilResult> {
  const { tx } = options;
  const current = await lockSubscription(tx, options.subscriptionId);
  const wasActive = current.status === 'active' && current.current_period_start && current.current_period_end;
  const period: Period =
    options.period ??
    (wasActive
      ? { start: current.current_period_start as Date, end: current.current_period_end as Date }
      : (() => {
          const start = new Date();
          return { start, end: addPeriod(start, periodOf(current)) };
        })());

  // A late delivery of an older period never moves the subscription back.
  const keepCurrent =
    wasActive && current.current_period_end && current.current_period_end.getTime() >= period.end.getTime();
  const customerId = options.customerId ?? current.stripe_customer_id;
  const providerSubscriptionId = options.providerSubscriptionId ?? current.stripe_subscription_id;
  let subscription = current;
  const unchanged =
    keepCurrent &&
    customerId === current.stripe_customer_id &&
    providerSubscriptionId === current.stripe_subscription_id;
  if (!unchanged) {
    const [updated] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        current_period_start: keepCurrent ? current.current_period_start : period.start,
        current_period_end: keepCurrent ? current.current_period_end : period.end,
        stripe_customer_id: customerId,
        stripe_subscription_id: providerSubscriptionId,
        updated_at: sql`now()`,
      })
      .where(eq(subscriptions.id, current.id))
      .returning();
    if (!updated) throw new Error(`Subscription ${current.id} vanished while locked`);
    subscription = updated;
  }

  // Registration complete (the step only ever rises), paid, on this package; untouched if already so.
  await tx
    .update(users)
    .set({
      step: sql`greatest(${users.step}, ${REGISTRATION_COMPLETE_STEP})`,
      payment_status: 'ok',
      package_id: subscription.package_id,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(users.id, subscription.user_id),
        sql`(${users.step} < ${REGISTRATION_COMPLETE_STEP} or ${users.payment_status} is distinct from 'ok' or ${users.package_id} is distinct from ${subscription.package_id})`,
      ),
    );
  const [user] = await tx
    .select({ id: users.id, ref: users.ref })
    .from(users)
    .where(eq(users.id, subscription.user_id));

  const { invoice, created } = await issueInvoice({ tx, subscription, period, billing: options.billing });

  if (user?.ref) {
    await tx
      .insert(affiliateSignups)
      .values({
        user_id: user.id,
        ref: user.ref,
        subscription_id: subscription.id,
        amount: vatBreakdown(subscription.net_amount, subscription.vat_rate).net,
      })
      .onConflictDoNothing({ target: affiliateSignups.subscription_id });
  }
  return { subscription, invoice, changed: created || !wasActive };
}

/**
 * A declined, failed or abandoned payment: the subscription is payment_failed and the account
 * 'Payment nok', unless the subscription was paid already (out-of-order delivery never undoes a
 * fulfilment) or the user holds another active subscription.
 */
export async function failSubscription(options: {
  tx: Tx;
  subscriptionId: number;
}): Promise<{ subscription: SubscriptionRow; changed: boolean }> {
  const { tx } = options;
  const current = await lockSubscription(tx, options.subscriptionId);
  if (PAID_STATES.has(current.status) || current.status === 'payment_failed') {
    return { subscription: current, changed: false };
  }
  const [subscription] = await tx
    .update(subscriptions)
    .set({ status: 'payment_failed', updated_at: sql`now()` })
    .where(eq(subscriptions.id, current.id))
    .returning();
  const [otherActive] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, current.user_id),
        eq(subscriptions.status, 'active'),
        ne(subscriptions.id, current.id),
      ),
    )
    .limit(1);
  if (!otherActive) {
    await tx
      .update(users)
      .set({ payment_status: PAYMENT_FAILED_STATUS, updated_at: sql`now()` })
      .where(eq(users.id, current.user_id));
  }
  return { subscription: subscription ?? current, changed: true };
}

/**
 * A paid renewal: the next period (from the provider's invoice line, or one period after the
 * current end) is fulfilled, which extends the subscription and issues that period's invoice.
 * A renewal of a subscription that has ended is recorded nowhere: there is nothing to extend.
 */
export async function renewSubscription(options: {
  tx: Tx;
  subscriptionId: number;
  billing: BillingContext;
  period?: { start: Date | null; end: Date | null };
  customerId?: string | null;
  providerSubscriptionId?: string | null;
}): Promise<FulfilResult | undefined> {
  const { tx } = options;
  const current = await lockSubscription(tx, options.subscriptionId);
  if (current.status === 'expired' || current.status === 'canceled') return undefined;
  // A downgrade scheduled for this period end applies before the new period is invoiced.
  await applyScheduledChange({ tx, subscriptionId: current.id, renewal: true });
  const start = options.period?.start ?? current.current_period_end ?? new Date();
  const end = options.period?.end ?? addPeriod(start, periodOf(current));
  return fulfilSubscription({
    tx,
    subscriptionId: current.id,
    billing: options.billing,
    period: { start, end },
    customerId: options.customerId,
    providerSubscriptionId: options.providerSubscriptionId,
  });
}

/**
 * The provider ended the subscription: 'expired' when it ran to the end of the paid period,
 * 'canceled' when it stopped before (the period end then moves to the moment it stopped).
 */
export async function endSubscription(options: {
  tx: Tx;
  subscriptionId: number;
  endedAt: Date | null;
}): Promise<{ subscription: SubscriptionRow; changed: boolean }> {
  const { tx } = options;
  const current = await lockSubscription(tx, options.subscriptionId);
  if (current.status === 'expired' || current.status === 'canceled') {
    return { subscription: current, changed: false };
  }
  const endedAt = options.endedAt ?? new Date();
  const periodEnd = current.current_period_end;
  // Our period starts when the payment is fulfilled, a little after the provider's: allow a day.
  const ranToEnd =
    current.status === 'active' &&
    periodEnd !== null &&
    endedAt.getTime() >= periodEnd.getTime() - END_TOLERANCE_MS;
  const [subscription] = await tx
    .update(subscriptions)
    .set({
      status: ranToEnd ? 'expired' : 'canceled',
      current_period_end: periodEnd && periodEnd < endedAt ? periodEnd : endedAt,
      updated_at: sql`now()`,
    })
    .where(eq(subscriptions.id, current.id))
    .returning();
  return { subscription: subscription ?? current, changed: true };
}
