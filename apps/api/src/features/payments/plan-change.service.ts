import {
  type BankTransferDetails,
  type BillingSummary,
  type PlanChange,
  type PlanChangeInput,
  type PlanChangeKind,
  type PlanChangeQuote,
  periodPrice,
  type SubscriptionType,
  vatBreakdown,
} from '@acorn/contracts';
import { type Db, type InvoiceLine, invoices, packages, planChanges, subscriptions, users } from '@acorn/db';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Tx } from './db-types';
import type { SubscriptionRow } from './fulfilment.service';
import { issueInvoice } from './invoices.service';
import { presentBankTransfer } from './payments.presenter';
import { formatDate, periodLabel } from './periods';
import type { BillingContext } from './seller';

type PackageRow = (typeof packages)['$inferSelect'];
type PlanChangeRow = (typeof planChanges)['$inferSelect'];

const OPEN_STATUSES = ['pending', 'scheduled'] as const;

const periodOf = (row: SubscriptionRow): SubscriptionType => (row.period === 'annual' ? 'annual' : 'monthly');

/** Stripe keeps idempotency keys for 24 h; one key per change row makes a retry answer the same call. */
const changeIdempotencyKey = (changeId: number, step: string) => `acorn-plan-change-${changeId}-${step}`;

const money = (net: number, vatRate: number, currency = 'eur') => {
  const amounts = vatBreakdown(net, vatRate);
  return {
    net_amount: amounts.net,
    vat_rate: amounts.vatRate,
    vat_amount: amounts.vat,
    total_amount: amounts.total,
    currency,
  };
};

export interface Proration {
  /** The difference for the rest of the period, VAT excluded, in euros (cents exact). */
  net: number;
  /** Credit for the unused part of the old plan (negative) and charge for the new plan: they sum to `net`. */
  creditCents: number;
  chargeCents: number;
}

/**
 * The prorated difference of an upgrade: (new − old period price) × the share of the paid period
 * still to come, by seconds, in whole cents. The new plan's line is rounded and the credit is what
 * makes the two lines add up to the rounded difference, so the invoice always sums.
 */
export function prorate(options: {
  oldPrice: number;
  newPrice: number;
  now: Date;
  periodStart: Date;
  periodEnd: Date;
}): Proration {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const total = seconds(options.periodEnd) - seconds(options.periodStart);
  const remaining = Math.max(0, seconds(options.periodEnd) - seconds(options.now));
  const share = total > 0 ? Math.min(1, remaining / total) : 0;
  const diffCents = Math.round((options.newPrice - options.oldPrice) * 100 * share);
  const chargeCents = Math.round(options.newPrice * 100 * share);
  return { net: diffCents / 100, creditCents: diffCents - chargeCents, chargeCents };
}

/** The member's subscription that is paid and running now; a change of plan needs one. */
async function currentSubscription(db: Db | Tx, userId: number, lock = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, userId),
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.current_period_end} > now()`,
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function packageById(db: Db | Tx, id: number): Promise<PackageRow> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  if (!pkg) throw new AppError({ code: 'package_not_found', fields: { package_id: ['packageNotFound'] } });
  return pkg;
}

async function openChange(db: Db | Tx, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(planChanges)
    .where(
      and(eq(planChanges.subscription_id, subscriptionId), inArray(planChanges.status, [...OPEN_STATUSES])),
    )
    .limit(1);
  return row;
}

interface Decision {
  kind: PlanChangeKind;
  target: PackageRow | null;
  effectiveAt: Date;
  proration: Proration | null;
}

/** Upgrade (dearer for the same period), downgrade (cheaper) or cancel; refuses the same plan. */
function decide(
  subscription: SubscriptionRow,
  current: PackageRow,
  target: PackageRow | null,
  now: Date,
): Decision {
  const periodEnd = subscription.current_period_end as Date;
  if (!target) return { kind: 'cancel', target: null, effectiveAt: periodEnd, proration: null };
  if (target.id === subscription.package_id) throw new AppError({ code: 'plan_change_same_plan' });
  const period = periodOf(subscription);
  const newPrice = periodPrice(target, period);
  const oldPrice = periodPrice(current, period);
  if (newPrice === oldPrice) throw new AppError({ code: 'plan_change_not_allowed' });
  if (newPrice < oldPrice) return { kind: 'downgrade', target, effectiveAt: periodEnd, proration: null };
  const proration = prorate({
    oldPrice,
    newPrice,
    now,
    periodStart: subscription.current_period_start ?? now,
    periodEnd,
  });
  return { kind: 'upgrade', target, effectiveAt: now, proration };
}

function presentChange(row: PlanChangeRow, pkg: Pick<PackageRow, 'id' | 'name'> | null): PlanChange {
  return {
    id: row.id,
    kind: row.kind as PlanChangeKind,
    status: row.status as PlanChange['status'],
    package: pkg ? { id: pkg.id, name: pkg.name } : null,
    effective_at: row.effective_at.toISOString(),
    charge: money(row.net_amount, row.vat_rate),
  };
}

/** What a change to `packageId` would do and cost now, without doing it. */
export async function quotePlanChange(options: {
  db: Db;
  userId: number;
  packageId: number;
}): Promise<PlanChangeQuote> {
  const { db, userId } = options;
  const subscription = await currentSubscription(db, userId);
  if (!subscription) throw new AppError({ code: 'plan_change_not_allowed' });
  const [current, target] = await Promise.all([
    packageById(db, subscription.package_id),
    packageById(db, options.packageId),
  ]);
  const decision = decide(subscription, current, target, new Date());
  return {
    kind: decision.kind,
    package: { id: target.id, name: target.name },
    effective_at: decision.effectiveAt.toISOString(),
    charge: money(decision.proration?.net ?? 0, subscription.vat_rate, subscription.currency),
    next_amount: money(
      periodPrice(target, periodOf(subscription)),
      subscription.vat_rate,
      subscription.currency,
    ),
  };
}

const audit = (tx: Tx, actorId: number | null, action: string, change: PlanChangeRow, extra: object = {}) =>
  recordAudit(tx, {
    actorId,
    action: `plan_change.${action}`,
    entityType: 'subscription',
    entityId: change.subscription_id,
    before: { package_id: change.from_package_id },
    after: {
      kind: change.kind,
      package_id: change.to_package_id,
      effective_at: change.effective_at,
      ...extra,
    },
  });

/**
 * The one way a paid upgrade takes effect (card, sandbox, confirmed transfer, provider webhook):
 * package and next price on the subscription, package on the member (features follow at once),
 * the prorated invoice in the gapless series, the audit entry. Locks the change row: applying it
 * twice changes nothing the second time.
 */
async function applyUpgrade(options: {
  tx: Tx;
  changeId: number;
  billing: BillingContext;
  providerInvoiceId?: string | null;
  actorId?: number | null;
}): Promise<{ change: PlanChangeRow; changed: boolean }> {
  const { tx, billing } = options;
  const [change] = await tx
    .select()
    .from(planChanges)
    .where(eq(planChanges.id, options.changeId))
    .for('update');
  if (!change) throw new AppError({ code: 'plan_change_not_found' });
  if (change.status !== 'pending' || change.kind !== 'upgrade' || change.to_package_id === null) {
    return { change, changed: false };
  }
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, change.subscription_id))
    .for('update');
  if (!subscription) throw new AppError({ code: 'subscription_not_found' });
  const [from, to] = await Promise.all([
    packageById(tx, change.from_package_id),
    packageById(tx, change.to_package_id),
  ]);
  const period = periodOf(subscription);
  const appliedAt = new Date();
  const proration = prorate({
    oldPrice: periodPrice(from, period),
    newPrice: periodPrice(to, period),
    now: change.effective_at,
    periodStart: subscription.current_period_start ?? change.effective_at,
    periodEnd: change.period_end,
  });
  const [updated] = await tx
    .update(subscriptions)
    .set({ package_id: to.id, net_amount: periodPrice(to, period), updated_at: sql`now()` })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (!updated) throw new Error(`Subscription ${subscription.id} vanished while locked`);
  await tx
    .update(users)
    .set({ package_id: to.id, updated_at: sql`now()` })
    .where(eq(users.id, subscription.user_id));

  const span = `${formatDate(change.effective_at)} – ${formatDate(change.period_end)}`;
  const lines: InvoiceLine[] = [
    {
      description: `Unused time on ${from.name}, ${periodLabel(period)} (${span})`,
      quantity: 1,
      unitAmount: proration.creditCents / 100,
      amount: proration.creditCents / 100,
    },
    {
      description: `${to.name} subscription, ${periodLabel(period)} (${span})`,
      quantity: 1,
      unitAmount: proration.chargeCents / 100,
      amount: proration.chargeCents / 100,
    },
  ];
  const { invoice } = await issueInvoice({
    tx,
    subscription: updated,
    period: { start: change.effective_at, end: change.period_end },
    billing,
    issuedAt: appliedAt,
    charge: { net: proration.net, lines },
  });
  const [applied] = await tx
    .update(planChanges)
    .set({
      status: 'applied',
      applied_at: appliedAt,
      invoice_id: invoice.id,
      provider_invoice_id: options.providerInvoiceId ?? change.provider_invoice_id,
    })
    .where(eq(planChanges.id, change.id))
    .returning();
  if (!applied) throw new Error(`Plan change ${change.id} vanished while locked`);
  await audit(tx, options.actorId ?? change.user_id, 'applied', applied, { invoice: invoice.number });
  return { change: applied, changed: true };
}

/**
 * Switches a scheduled downgrade to its package, or a scheduled cancellation to the end, once the
 * paid period has run out. Used by renewals (before the new period's invoice) and by the job
 * for subscriptions no provider renews.
 */
export async function applyScheduledChange(options: {
  tx: Tx;
  subscriptionId: number;
  /** The subscription renews: a cancellation then is not applied here (the provider ends it). */
  renewal?: boolean;
  /** The provider ended the subscription: only a scheduled cancellation is done by that. */
  ended?: boolean;
}): Promise<PlanChangeRow | undefined> {
  const { tx } = options;
  const [change] = await tx
    .select()
    .from(planChanges)
    .where(
      and(
        eq(planChanges.subscription_id, options.subscriptionId),
        eq(planChanges.status, 'scheduled'),
        lte(planChanges.effective_at, sql`now() + interval '1 day'`),
      ),
    )
    .for('update')
    .limit(1);
  if (!change) return undefined;
  if (change.kind === 'cancel' && options.renewal) return undefined;
  if (change.kind !== 'cancel' && options.ended) return undefined;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, change.subscription_id))
    .for('update');
  if (!subscription) return undefined;
  if (change.kind === 'downgrade' && change.to_package_id !== null) {
    const to = await packageById(tx, change.to_package_id);
    await tx
      .update(subscriptions)
      .set({ package_id: to.id, net_amount: periodPrice(to, periodOf(subscription)), updated_at: sql`now()` })
      .where(eq(subscriptions.id, subscription.id));
    await tx
      .update(users)
      .set({ package_id: to.id, updated_at: sql`now()` })
      .where(eq(users.id, subscription.user_id));
  } else if (subscription.status === 'active') {
    await tx
      .update(subscriptions)
      .set({ status: 'expired', updated_at: sql`now()` })
      .where(eq(subscriptions.id, subscription.id));
  }
  const [applied] = await tx
    .update(planChanges)
    .set({ status: 'applied', applied_at: sql`now()` })
    .where(eq(planChanges.id, change.id))
    .returning();
  if (applied) await audit(tx, null, applied.kind === 'cancel' ? 'canceled' : 'applied', applied);
  return applied;
}

/** The job: subscriptions without a provider whose period ended get their scheduled change. */
export async function applyDueChanges(options: { db: Db }): Promise<number> {
  const { db } = options;
  const due = await db
    .select({ subscriptionId: planChanges.subscription_id })
    .from(planChanges)
    .innerJoin(subscriptions, eq(subscriptions.id, planChanges.subscription_id))
    .where(
      and(
        eq(planChanges.status, 'scheduled'),
        lte(planChanges.effective_at, sql`now()`),
        sql`${subscriptions.stripe_subscription_id} is null`,
      ),
    )
    .limit(500);
  let applied = 0;
  for (const { subscriptionId } of due) {
    const change = await db.transaction((tx) => applyScheduledChange({ tx, subscriptionId }));
    if (change) applied += 1;
  }
  return applied;
}

/**
 * POST /api/billing/change. Upgrade: charged now for the rest of the period (the provider's
 * subscription update, the sandbox at once, or a transfer order the operator confirms).
 * Downgrade and cancel: scheduled for the period end. The subscription row lock and the one
 * open change per subscription make concurrent duplicates answer plan_change_pending.
 */
export async function changePlan(options: {
  db: Db;
  gateway: PaymentGateway;
  userId: number;
  input: PlanChangeInput;
  billing: BillingContext;
}): Promise<{ data: PlanChange; transfer?: BankTransferDetails }> {
  const { db, gateway, userId, input, billing } = options;
  const targetId = 'package_id' in input ? input.package_id : null;
  const target = targetId === null ? null : await packageById(db, targetId);

  const created = await db.transaction(async (tx) => {
    const subscription = await currentSubscription(tx, userId, true);
    if (!subscription) throw new AppError({ code: 'plan_change_not_allowed' });
    if (await openChange(tx, subscription.id)) throw new AppError({ code: 'plan_change_pending' });
    const current = await packageById(tx, subscription.package_id);
    const decision = decide(subscription, current, target, new Date());
    const viaProvider = gateway.kind === 'stripe' && subscription.stripe_subscription_id !== null;
    const [change] = await tx
      .insert(planChanges)
      .values({
        subscription_id: subscription.id,
        user_id: userId,
        kind: decision.kind,
        // An upgrade stays pending until paid; the others wait for the period end.
        status: decision.kind === 'upgrade' ? 'pending' : 'scheduled',
        from_package_id: current.id,
        to_package_id: target?.id ?? null,
        effective_at: decision.effectiveAt,
        net_amount: decision.proration?.net ?? 0,
        vat_rate: subscription.vat_rate,
        period_end: subscription.current_period_end as Date,
      })
      .returning();
    if (!change) throw new Error('The plan change insert answered no row');
    await audit(tx, userId, decision.kind === 'upgrade' ? 'requested' : 'scheduled', change);
    return { change, subscription, current, viaProvider };
  });
  const { change, subscription, viaProvider } = created;
  const pkg = target ? { id: target.id, name: target.name } : null;

  if (change.kind !== 'upgrade') {
    if (viaProvider) {
      try {
        await tellProvider(gateway, subscription, change, target, 'schedule');
      } catch (error) {
        await db.delete(planChanges).where(eq(planChanges.id, change.id));
        throw error;
      }
    }
    return { data: presentChange(change, pkg) };
  }

  if (subscription.payment_option === 'Bank') {
    const transfer = presentBankTransfer(
      { ...subscription, net_amount: change.net_amount, status: 'pending' },
      pkg as { id: number; name: string },
      billing,
    );
    return { data: presentChange(change, pkg), transfer };
  }

  let providerInvoiceId: string | null = null;
  if (viaProvider && target) {
    try {
      const result = await gateway.changeSubscription({
        providerSubscriptionId: subscription.stripe_subscription_id as string,
        packageName: target.name,
        period: periodOf(subscription),
        totalCents: vatBreakdown(periodPrice(target, periodOf(subscription)), subscription.vat_rate)
          .totalCents,
        prorate: true,
        prorationDate: change.effective_at,
        metadata: {
          subscription_id: String(subscription.id),
          user_id: String(userId),
          plan_change_id: String(change.id),
        },
        idempotencyKey: changeIdempotencyKey(change.id, 'upgrade'),
      });
      providerInvoiceId = result.invoiceId;
    } catch (error) {
      // Nothing was charged: the change is gone and the member may try again.
      await db.delete(planChanges).where(eq(planChanges.id, change.id));
      throw error;
    }
  }
  const { change: applied } = await db.transaction((tx) =>
    applyUpgrade({ tx, changeId: change.id, billing, providerInvoiceId }),
  );
  return { data: presentChange(applied, pkg) };
}

async function tellProvider(
  gateway: PaymentGateway,
  subscription: SubscriptionRow,
  change: PlanChangeRow,
  /** The package whose price the provider charges from the next period on. */
  pkg: PackageRow | null,
  step: 'schedule' | 'undo',
) {
  const providerSubscriptionId = subscription.stripe_subscription_id as string;
  const idempotencyKey = changeIdempotencyKey(change.id, step);
  if (change.kind === 'cancel') {
    await gateway.setCancelAtPeriodEnd({
      providerSubscriptionId,
      cancel: step === 'schedule',
      idempotencyKey,
    });
    return;
  }
  // A downgrade changes the price from the next period on; undoing it puts the old price back.
  if (!pkg) return;
  await gateway.changeSubscription({
    providerSubscriptionId,
    packageName: pkg.name,
    period: periodOf(subscription),
    totalCents: vatBreakdown(periodPrice(pkg, periodOf(subscription)), subscription.vat_rate).totalCents,
    prorate: false,
    prorationDate: new Date(),
    metadata: { subscription_id: String(subscription.id), user_id: String(subscription.user_id) },
    idempotencyKey,
  });
}

/** DELETE /api/billing/change: a scheduled downgrade or cancellation no longer happens. */
export async function undoPlanChange(options: {
  db: Db;
  gateway: PaymentGateway;
  userId: number;
}): Promise<PlanChange> {
  const { db, gateway, userId } = options;
  const subscription = await currentSubscription(db, userId);
  const change = subscription ? await openChange(db, subscription.id) : undefined;
  if (!subscription || !change || change.status !== 'scheduled') {
    throw new AppError({ code: 'plan_change_not_found' });
  }
  if (gateway.kind === 'stripe' && subscription.stripe_subscription_id) {
    const from = await packageById(db, change.from_package_id);
    await tellProvider(gateway, subscription, change, from, 'undo');
  }
  const undone = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(planChanges)
      .set({ status: 'undone' })
      .where(and(eq(planChanges.id, change.id), eq(planChanges.status, 'scheduled')))
      .returning();
    if (!row) throw new AppError({ code: 'plan_change_not_found' });
    await audit(tx, userId, 'undone', row);
    return row;
  });
  const pkg = undone.to_package_id ? await packageById(db, undone.to_package_id) : null;
  return presentChange(undone, pkg);
}

/** GET /api/billing: the plan, the period, the next amount and the open change. */
export async function getBillingSummary(options: { db: Db; userId: number }): Promise<BillingSummary> {
  const { db, userId } = options;
  const [row] = await db
    .select({ subscription: subscriptions, pkg: { id: packages.id, name: packages.name } })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.package_id))
    .where(
      and(
        eq(subscriptions.user_id, userId),
        inArray(subscriptions.status, ['active', 'expired', 'canceled']),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  if (!row) return { subscription: null, open_change: null };
  const { subscription, pkg } = row;
  const change = await openChange(db, subscription.id);
  const changePkg = change?.to_package_id ? await packageById(db, change.to_package_id) : null;
  const ends = change?.kind === 'cancel' || subscription.status !== 'active';
  const nextNet =
    change?.kind === 'downgrade' && changePkg
      ? periodPrice(changePkg, periodOf(subscription))
      : subscription.net_amount;
  return {
    subscription: {
      id: subscription.id,
      status: subscription.status as NonNullable<BillingSummary['subscription']>['status'],
      package: pkg,
      substype: periodOf(subscription),
      payment_option: subscription.payment_option as NonNullable<
        BillingSummary['subscription']
      >['payment_option'],
      current_period_start: subscription.current_period_start?.toISOString() ?? null,
      current_period_end: subscription.current_period_end?.toISOString() ?? null,
      next_amount: ends ? null : money(nextNet, subscription.vat_rate, subscription.currency),
      can_change_card: subscription.payment_option !== 'Bank' && subscription.status === 'active',
    },
    open_change: change ? presentChange(change, changePkg) : null,
  };
}

/** POST /api/billing/card: the provider's page to change the card, or the test equivalent. */
export async function startCardChange(options: {
  db: Db;
  gateway: PaymentGateway;
  userId: number;
  publicUrl: string;
}): Promise<{ url: string }> {
  const { db, gateway, userId, publicUrl } = options;
  const subscription = await currentSubscription(db, userId);
  if (!subscription || subscription.payment_option === 'Bank') {
    throw new AppError({ code: 'plan_change_not_allowed' });
  }
  const returnUrl = `${publicUrl}/billing`;
  if (gateway.kind === 'stripe' && subscription.stripe_customer_id) {
    return gateway.createCardUpdateSession({ customerId: subscription.stripe_customer_id, returnUrl });
  }
  if (gateway.kind === 'sandbox') return { url: `${returnUrl}?card=updated` };
  throw new AppError({ code: 'card_payments_disabled' });
}

/**
 * The operator confirmed the transfer of a pending upgrade: it is applied like a card payment.
 * Answers undefined when the subscription has no upgrade waiting for money.
 */
export async function confirmUpgradeTransfer(options: {
  tx: Tx;
  subscriptionId: number;
  operatorId: number;
  billing: BillingContext;
}) {
  const { tx } = options;
  const [change] = await tx
    .select({ id: planChanges.id })
    .from(planChanges)
    .where(
      and(
        eq(planChanges.subscription_id, options.subscriptionId),
        eq(planChanges.status, 'pending'),
        eq(planChanges.kind, 'upgrade'),
      ),
    )
    .limit(1);
  if (!change) return undefined;
  const { change: applied, changed } = await applyUpgrade({
    tx,
    changeId: change.id,
    billing: options.billing,
    actorId: options.operatorId,
  });
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, applied.subscription_id));
  const [invoice] = applied.invoice_id
    ? await tx.select().from(invoices).where(eq(invoices.id, applied.invoice_id))
    : [];
  if (!subscription || !invoice) throw new Error(`Plan change ${applied.id} has no subscription or invoice`);
  return { subscription, invoice, changed };
}

/**
 * A provider invoice for a change of plan (billing_reason subscription_update): applies the
 * upgrade it paid for if our own call did not get to (a crash between the charge and the
 * database); one already applied, or another invoice, changes nothing.
 */
export async function applyUpgradeFromInvoice(options: {
  tx: Tx;
  providerInvoiceId: string;
  metadata: Record<string, string>;
  billing: BillingContext;
}): Promise<boolean> {
  const { tx, providerInvoiceId, metadata } = options;
  const [known] = await tx
    .select({ id: planChanges.id })
    .from(planChanges)
    .where(eq(planChanges.provider_invoice_id, providerInvoiceId))
    .limit(1);
  if (known) return false;
  const changeId = Number(metadata.plan_change_id);
  if (!Number.isSafeInteger(changeId) || changeId <= 0) return false;
  const [change] = await tx
    .select({ id: planChanges.id, user_id: planChanges.user_id })
    .from(planChanges)
    .where(eq(planChanges.id, changeId))
    .limit(1);
  if (!change || String(change.user_id) !== metadata.user_id) return false;
  const { changed } = await applyUpgrade({ tx, changeId, billing: options.billing, providerInvoiceId });
  return changed;
}
