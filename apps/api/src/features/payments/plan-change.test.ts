import { ROLES } from '@acorn/contracts';
import { auditLog, invoices, planChanges, subscriptions, users } from '@acorn/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaymentEvent } from '../../integrations/payments/stripe-webhooks';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { type Buyer, COUNTRY, createBuyer, createSubscription, PACKAGE } from '../../test/factories/payments';
import type { StripeTestServer } from '../../test/stripe-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applyDueChanges, confirmBankTransfer } from '.';
import { createStripeTestApp } from './payments.fixtures';
import { prorate } from './plan-change.service';
import { billingContext } from './seller';
import { processPaymentEvent } from './webhook.service';

const DAY = 24 * 60 * 60 * 1000;
const PRICES = {
  [PACKAGE.crystal]: { monthly: 49, annual: 490 },
  [PACKAGE.silver]: { monthly: 149, annual: 1490 },
  [PACKAGE.gold]: { monthly: 499, annual: 4990 },
  [PACKAGE.platinum]: { monthly: 1200, annual: 12000 },
} as const;

describe('prorate', () => {
  const start = new Date('2026-03-01T00:00:00Z');
  it('charges the difference for the share of the period still to come, by seconds', () => {
    // Crystal → Gold monthly, a third of a 30-day period left: (499 − 49) × 10/30 = 150.
    const end = new Date('2026-03-31T00:00:00Z');
    const result = prorate({
      oldPrice: 49,
      newPrice: 499,
      now: new Date('2026-03-21T00:00:00Z'),
      periodStart: start,
      periodEnd: end,
    });
    expect(result.net).toBe(150);
    expect(result.chargeCents).toBe(16633);
    expect(result.creditCents + result.chargeCents).toBe(15000);
  });

  it('rounds to cents and keeps the lines adding up (annual)', () => {
    // 365-day year, 100 days left: (4990 − 490) × 100/365 = 1232.876… → 1232.88.
    const end = new Date('2027-03-01T00:00:00Z');
    const result = prorate({
      oldPrice: 490,
      newPrice: 4990,
      now: new Date(end.getTime() - 100 * DAY),
      periodStart: start,
      periodEnd: end,
    });
    expect(result.net).toBe(1232.88);
    expect(result.chargeCents).toBe(136712);
    expect(result.creditCents).toBe(123288 - 136712);
  });

  it('charges nothing once the period is over', () => {
    const end = new Date('2026-03-31T00:00:00Z');
    expect(
      prorate({
        oldPrice: 49,
        newPrice: 499,
        now: new Date('2026-04-02T00:00:00Z'),
        periodStart: start,
        periodEnd: end,
      }).net,
    ).toBe(0);
  });
});

/** A paying member mid-period: `elapsed` of the period behind, `remaining` ahead. */
async function member(
  t: TestApp,
  options: {
    packageId?: number;
    period?: 'monthly' | 'annual';
    countryId?: number | null;
    option?: 'Credit' | 'Debit' | 'Bank';
    elapsedDays?: number;
    remainingDays?: number;
    stripeSubscriptionId?: string;
  } = {},
) {
  const db = t.database.db;
  const packageId = options.packageId ?? PACKAGE.crystal;
  const period = options.period ?? 'monthly';
  const buyer = await createBuyer({ db, countryId: options.countryId, step: 4 });
  const now = Date.now();
  const start = new Date(now - (options.elapsedDays ?? 20) * DAY);
  const end = new Date(now + (options.remainingDays ?? 10) * DAY);
  const subscription = await createSubscription({
    db,
    buyer,
    package_id: packageId,
    period,
    payment_option: options.option ?? 'Credit',
    status: 'active',
    net_amount: PRICES[packageId as keyof typeof PRICES][period],
    vat_rate:
      options.countryId === undefined
        ? 23
        : options.countryId === COUNTRY.spain
          ? 21
          : options.countryId === COUNTRY.portugal
            ? 23
            : 0,
    current_period_start: start,
    current_period_end: end,
    stripe_subscription_id: options.stripeSubscriptionId ?? null,
    stripe_customer_id: options.stripeSubscriptionId ? 'cus_test_member' : null,
  });
  await db
    .update(users)
    .set({ package_id: packageId, payment_status: 'ok' })
    .where(eq(users.id, buyer.userId));
  return { buyer, subscription, start, end };
}

const call = (
  t: TestApp,
  buyer: Pick<Buyer, 'token'>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(buyer.token), ...(payload ? { payload } : {}) });

async function changesOf(t: TestApp, subscriptionId: number) {
  return t.database.db
    .select()
    .from(planChanges)
    .where(eq(planChanges.subscription_id, subscriptionId))
    .orderBy(planChanges.id);
}

async function invoicesOf(t: TestApp, userId: number) {
  return t.database.db.select().from(invoices).where(eq(invoices.user_id, userId)).orderBy(invoices.id);
}

async function auditActions(t: TestApp, subscriptionId: number) {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, 'subscription'),
        eq(auditLog.entity_id, String(subscriptionId)),
        like(auditLog.action, 'plan_change.%'),
      ),
    )
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

describe('changes of plan without a provider (sandbox and bank transfer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('quotes an upgrade: the prorated difference with the buyer country VAT', async () => {
    for (const [countryId, vat] of [
      [COUNTRY.portugal, 23],
      [COUNTRY.spain, 21],
      [COUNTRY.france, 0],
    ] as const) {
      const { buyer } = await member(t, { countryId, elapsedDays: 15, remainingDays: 15 });
      const res = await call(t, buyer, 'GET', `/api/billing/change-quote?package_id=${PACKAGE.gold}`);
      expect(res.statusCode).toBe(200);
      const quote = res.json().data;
      // (499 − 49) × ½ = 225, within a cent of the second the request took.
      expect(quote.kind).toBe('upgrade');
      expect(quote.charge.net_amount).toBeCloseTo(225, 1);
      expect(quote.charge.vat_rate).toBe(vat);
      expect(quote.charge.vat_amount).toBe(Math.round(quote.charge.net_amount * vat) / 100);
      expect(quote.next_amount).toMatchObject({ net_amount: 499, vat_rate: vat });
    }
  });

  it('upgrades a sandbox card member at once: package, features, invoice with credit and charge, audit', async () => {
    const db = t.database.db;
    const { buyer, subscription, end } = await member(t, { countryId: COUNTRY.portugal });
    const locked = await call(t, buyer, 'GET', '/api/campaigns');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('feature_not_in_plan');

    const res = await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.gold });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'upgrade',
      status: 'applied',
      package: { id: PACKAGE.gold },
    });

    expect((await call(t, buyer, 'GET', '/api/campaigns')).statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.id, buyer.userId));
    expect(user?.package_id).toBe(PACKAGE.gold);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ package_id: PACKAGE.gold, net_amount: 499, status: 'active' });
    expect(row?.current_period_end?.getTime()).toBe(end.getTime());

    const [invoice] = await invoicesOf(t, buyer.userId);
    // (499 − 49) × 10/30 days = 150 net, 23% VAT.
    expect(invoice?.net_amount).toBeCloseTo(150, 1);
    expect(invoice?.vat_rate).toBe(23);
    expect(invoice?.vat_amount).toBe(Math.round((invoice?.net_amount ?? 0) * 23) / 100);
    expect(invoice?.period_end.getTime()).toBe(end.getTime());
    expect(invoice?.lines).toHaveLength(2);
    expect(invoice?.lines[0]?.description).toMatch(/^Unused time on Crystal, monthly/);
    expect(invoice?.lines[0]?.amount).toBeLessThan(0);
    expect(invoice?.lines[1]?.description).toMatch(/^Gold subscription, monthly/);
    const sumCents = (invoice?.lines ?? []).reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(sumCents).toBe(Math.round((invoice?.net_amount ?? 0) * 100));
    expect(await auditActions(t, subscription.id)).toEqual(['plan_change.requested', 'plan_change.applied']);

    const listed = await call(t, buyer, 'GET', '/api/invoices');
    expect(listed.json().data[0].number).toBe(invoice?.number);
    // The PDF renders the credit line too.
    const pdf = await call(t, buyer, 'GET', `/api/invoices/${invoice?.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('numbers the proration invoice in the same gapless series', async () => {
    const first = await member(t);
    const second = await member(t);
    await call(t, first.buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.silver });
    await call(t, second.buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.platinum });
    const [a] = await invoicesOf(t, first.buyer.userId);
    const [b] = await invoicesOf(t, second.buyer.userId);
    expect(b?.year).toBe(a?.year);
    expect((b?.sequence ?? 0) - (a?.sequence ?? 0)).toBe(1);
  });

  it('answers one charge to concurrent duplicate upgrades', async () => {
    const { buyer, subscription } = await member(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.gold })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(['plan_change_pending', 'plan_change_same_plan']).toContain(res.json().code);
    }
    expect(await changesOf(t, subscription.id)).toHaveLength(1);
    expect(await invoicesOf(t, buyer.userId)).toHaveLength(1);
  });

  it('gives a bank-transfer member a transfer order that the operator confirmation applies', async () => {
    const db = t.database.db;
    const { buyer, subscription } = await member(t, { option: 'Bank', countryId: COUNTRY.spain });
    const operator = await createUser({ db, cb_roles_id: ROLES.operator });
    const confirm = () =>
      confirmBankTransfer({
        db,
        subscriptionId: subscription.id,
        operatorId: operator.id,
        billing: billingContext(t.config),
      });
    // The purchase itself was confirmed (and invoiced) before.
    await confirm();
    const res = await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.gold });
    expect(res.statusCode).toBe(200);
    const { data, transfer } = res.json();
    expect(data).toMatchObject({ kind: 'upgrade', status: 'pending' });
    expect(transfer.reference).toBe(`ACORN-${subscription.id}`);
    expect(transfer.vat_rate).toBe(21);
    expect(transfer.net_amount).toBe(data.charge.net_amount);
    expect(transfer.total_amount).toBe(data.charge.total_amount);
    expect(transfer.iban).toBeTruthy();
    // Features wait for the money.
    expect((await call(t, buyer, 'GET', '/api/campaigns')).statusCode).toBe(403);
    const summary = (await call(t, buyer, 'GET', '/api/billing')).json().data;
    expect(summary.open_change).toMatchObject({ kind: 'upgrade', status: 'pending' });

    // The operator's queue lists it: the new plan and the transfer's amount.
    const queue = await call(t, operator, 'GET', '/api/admin/bank-transfers?perPage=100');
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({
        subscription_id: subscription.id,
        package: 'Gold',
        total_amount: transfer.total_amount,
      }),
    );
    const result = await confirm();
    expect(result.changed).toBe(true);
    expect(result.subscription.package_id).toBe(PACKAGE.gold);
    expect(result.invoice.net_amount).toBe(data.charge.net_amount);
    expect((await call(t, buyer, 'GET', '/api/campaigns')).statusCode).toBe(200);
    expect((await confirm()).changed).toBe(false);
    expect(await invoicesOf(t, buyer.userId)).toHaveLength(2);
  });

  it('schedules a downgrade for the period end, shows it, undoes it, and applies it when due', async () => {
    const db = t.database.db;
    const { buyer, subscription, end } = await member(t, { packageId: PACKAGE.gold });
    const quote = (
      await call(t, buyer, 'GET', `/api/billing/change-quote?package_id=${PACKAGE.silver}`)
    ).json().data;
    expect(quote).toMatchObject({
      kind: 'downgrade',
      effective_at: end.toISOString(),
      charge: { total_amount: 0 },
    });

    const res = await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.silver });
    expect(res.json().data).toMatchObject({
      kind: 'downgrade',
      status: 'scheduled',
      effective_at: end.toISOString(),
    });
    const summary = (await call(t, buyer, 'GET', '/api/billing')).json().data;
    expect(summary.subscription.package.id).toBe(PACKAGE.gold);
    expect(summary.subscription.next_amount).toMatchObject({ net_amount: 149, total_amount: 183.27 });
    expect(summary.open_change).toMatchObject({ kind: 'downgrade', package: { id: PACKAGE.silver } });
    // Still Gold until then.
    expect((await call(t, buyer, 'GET', '/api/campaigns')).statusCode).toBe(200);

    const again = await call(t, buyer, 'POST', '/api/billing/change', { cancel: true });
    expect(again.json().code).toBe('plan_change_pending');

    const undone = await call(t, buyer, 'DELETE', '/api/billing/change');
    expect(undone.json().data.status).toBe('undone');
    expect((await call(t, buyer, 'GET', '/api/billing')).json().data.open_change).toBeNull();
    expect((await call(t, buyer, 'DELETE', '/api/billing/change')).json().code).toBe('plan_change_not_found');

    await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.silver });
    // The period ran out.
    await db
      .update(planChanges)
      .set({ effective_at: new Date(Date.now() - 1000) })
      .where(eq(planChanges.subscription_id, subscription.id));
    expect(await applyDueChanges({ db })).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row).toMatchObject({ package_id: PACKAGE.silver, net_amount: 149 });
    expect((await call(t, buyer, 'GET', '/api/campaigns')).statusCode).toBe(403);
    expect(await auditActions(t, subscription.id)).toEqual([
      'plan_change.scheduled',
      'plan_change.undone',
      'plan_change.scheduled',
      'plan_change.applied',
    ]);
  });

  it('cancels at the period end: nothing renews, and the job ends it', async () => {
    const db = t.database.db;
    const { buyer, subscription } = await member(t, { packageId: PACKAGE.silver });
    const res = await call(t, buyer, 'POST', '/api/billing/change', { cancel: true });
    expect(res.json().data).toMatchObject({ kind: 'cancel', status: 'scheduled', package: null });
    const summary = (await call(t, buyer, 'GET', '/api/billing')).json().data;
    expect(summary.subscription.next_amount).toBeNull();
    await db
      .update(planChanges)
      .set({ effective_at: new Date(Date.now() - 1000) })
      .where(eq(planChanges.subscription_id, subscription.id));
    await applyDueChanges({ db });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(row?.status).toBe('expired');
    expect(await auditActions(t, subscription.id)).toEqual(['plan_change.scheduled', 'plan_change.canceled']);
  });

  it('refuses the same plan, a missing or huge package id, other roles and members without a plan', async () => {
    const { buyer } = await member(t, { packageId: PACKAGE.silver });
    const same = await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.silver });
    expect([same.statusCode, same.json().code]).toEqual([409, 'plan_change_same_plan']);
    const huge = await call(t, buyer, 'GET', '/api/billing/change-quote?package_id=3000000000');
    expect(huge.statusCode).toBe(400);
    const hugeBody = await call(t, buyer, 'POST', '/api/billing/change', { package_id: 3000000000 });
    expect(hugeBody.statusCode).toBe(422);
    const missing = await call(t, buyer, 'POST', '/api/billing/change', { package_id: 999 });
    expect(missing.json().code).toBe('package_not_found');
    const junk = await call(t, buyer, 'POST', '/api/billing/change', { cancel: false });
    expect(junk.statusCode).toBe(422);

    const advisor = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor });
    expect(
      (await call(t, advisor, 'POST', '/api/billing/change', { package_id: PACKAGE.gold })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);

    const unpaid = await createBuyer({ db: t.database.db, step: 4 });
    const none = await call(t, unpaid, 'POST', '/api/billing/change', { package_id: PACKAGE.gold });
    expect(none.json().code).toBe('plan_change_not_allowed');
    expect((await call(t, unpaid, 'GET', '/api/billing')).json().data).toEqual({
      subscription: null,
      open_change: null,
    });
  });

  it("changes only the caller's own subscription", async () => {
    const owner = await member(t, { packageId: PACKAGE.gold });
    await call(t, owner.buyer, 'POST', '/api/billing/change', { cancel: true });
    const other = await member(t);
    // Another member's undo finds nothing of theirs to undo.
    expect((await call(t, other.buyer, 'DELETE', '/api/billing/change')).json().code).toBe(
      'plan_change_not_found',
    );
    expect((await changesOf(t, owner.subscription.id))[0]?.status).toBe('scheduled');
  });

  it('opens a test page for a card change without a provider', async () => {
    const { buyer } = await member(t);
    const res = await call(t, buyer, 'POST', '/api/billing/card');
    expect(res.json().url).toMatch(/\/billing\?card=updated$/);
    const bank = await member(t, { option: 'Bank' });
    expect((await call(t, bank.buyer, 'POST', '/api/billing/card')).json().code).toBe(
      'plan_change_not_allowed',
    );
  });
});

describe('changes of plan through Stripe', () => {
  let t: TestApp;
  let stripe: StripeTestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stripe, close } = await createStripeTestApp({ PUBLIC_URL: 'https://acorn.example' }));
  });
  afterAll(() => close?.());

  const updates = (subscriptionId: string) =>
    stripe.requests.filter(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
    );

  it('updates the subscription with an always-invoiced proration and an idempotency key, then applies once', async () => {
    const providerId = 'sub_test_upgrade1';
    const { buyer, subscription } = await member(t, {
      stripeSubscriptionId: providerId,
      countryId: COUNTRY.spain,
      period: 'annual',
      elapsedDays: 200,
      remainingDays: 165,
    });
    const res = await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.gold });
    expect(res.statusCode).toBe(200);
    const [change] = await changesOf(t, subscription.id);
    const [request] = updates(providerId);
    expect(request?.headers['idempotency-key']).toBe(`acorn-plan-change-${change?.id}-upgrade`);
    expect(request?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      proration_date: String(Math.floor((change?.effective_at.getTime() ?? 0) / 1000)),
      metadata: { plan_change_id: String(change?.id), subscription_id: String(subscription.id) },
      items: [
        {
          id: stripe.subscriptions.get(providerId)?.items.data[0]?.id,
          // 4990 + 21% VAT, yearly.
          price_data: { currency: 'eur', unit_amount: '603790', recurring: { interval: 'year' } },
        },
      ],
    });
    expect(change?.provider_invoice_id).toMatch(/^in_test_/);
    expect(change?.status).toBe('applied');

    // The provider's own invoice.paid for the same charge changes nothing.
    const invoice = {
      id: change?.provider_invoice_id,
      object: 'invoice',
      billing_reason: 'subscription_update',
      status: 'paid',
      subscription: providerId,
      subscription_details: { metadata: stripe.subscriptions.get(providerId)?.metadata },
      lines: { data: [] },
    };
    const delivery = stripe.signEvent('invoice.paid', invoice);
    const outcome = await processPaymentEvent({
      db: t.database.db,
      event: toPaymentEvent(delivery.event),
      billing: billingContext(t.config),
    });
    expect(outcome).toBe('unchanged');
    expect(await invoicesOf(t, buyer.userId)).toHaveLength(1);
  });

  it('applies from the webhook when the charge went through but our call did not finish, once', async () => {
    const providerId = 'sub_test_upgrade2';
    const { buyer, subscription } = await member(t, { stripeSubscriptionId: providerId });
    const db = t.database.db;
    const [pending] = await db
      .insert(planChanges)
      .values({
        subscription_id: subscription.id,
        user_id: buyer.userId,
        kind: 'upgrade',
        status: 'pending',
        from_package_id: PACKAGE.crystal,
        to_package_id: PACKAGE.silver,
        effective_at: new Date(),
        net_amount: 33.33,
        vat_rate: 23,
        period_end: subscription.current_period_end as Date,
      })
      .returning();
    const invoice = {
      id: 'in_test_lost_answer',
      object: 'invoice',
      billing_reason: 'subscription_update',
      subscription: providerId,
      subscription_details: {
        metadata: { plan_change_id: String(pending?.id), user_id: String(buyer.userId) },
      },
      lines: { data: [] },
    };
    const deliver = () =>
      processPaymentEvent({
        db,
        event: toPaymentEvent(stripe.signEvent('invoice.paid', invoice).event),
        billing: billingContext(t.config),
      });
    expect(await deliver()).toBe('plan_changed');
    expect(await deliver()).toBe('unchanged');
    expect(await invoicesOf(t, buyer.userId)).toHaveLength(1);
    const [user] = await db.select().from(users).where(eq(users.id, buyer.userId));
    expect(user?.package_id).toBe(PACKAGE.silver);
  });

  it('leaves the plan as it was when the card is declined', async () => {
    const providerId = 'sub_test_declined';
    const { buyer, subscription } = await member(t, { stripeSubscriptionId: providerId });
    stripe.declineNextCharge();
    const res = await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.gold });
    expect(res.json().code).toBe('plan_change_declined');
    expect(await changesOf(t, subscription.id)).toHaveLength(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
    expect(user?.package_id).toBe(PACKAGE.crystal);
  });

  it('downgrades with no proration, cancels and undoes with cancel_at_period_end', async () => {
    const providerId = 'sub_test_down';
    const { buyer } = await member(t, { stripeSubscriptionId: providerId, packageId: PACKAGE.gold });
    await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.crystal });
    expect(updates(providerId).at(-1)?.params).toMatchObject({
      proration_behavior: 'none',
      items: [{ price_data: { unit_amount: '6027' } }],
    });
    expect(updates(providerId).at(-1)?.params.payment_behavior).toBeUndefined();
    await call(t, buyer, 'DELETE', '/api/billing/change');
    // Undoing puts Gold's price back.
    expect(updates(providerId).at(-1)?.params).toMatchObject({
      items: [{ price_data: { unit_amount: '61377' } }],
    });

    await call(t, buyer, 'POST', '/api/billing/change', { cancel: true });
    expect(stripe.subscriptions.get(providerId)?.cancel_at_period_end).toBe(true);
    await call(t, buyer, 'DELETE', '/api/billing/change');
    expect(stripe.subscriptions.get(providerId)?.cancel_at_period_end).toBe(false);
  });

  it('applies a scheduled downgrade at the renewal, before the new period is invoiced', async () => {
    const providerId = 'sub_test_renew';
    const { buyer, subscription, end } = await member(t, {
      stripeSubscriptionId: providerId,
      packageId: PACKAGE.gold,
    });
    await call(t, buyer, 'POST', '/api/billing/change', { package_id: PACKAGE.silver });
    const db = t.database.db;
    // The renewal arrives at the period end.
    await db
      .update(planChanges)
      .set({ effective_at: new Date() })
      .where(eq(planChanges.subscription_id, subscription.id));
    const nextEnd = new Date(end.getTime() + 30 * DAY);
    const renewal = {
      id: 'in_test_renewal',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      subscription: providerId,
      subscription_details: {
        metadata: { subscription_id: String(subscription.id), user_id: String(buyer.userId) },
      },
      amount_paid: 18327,
      lines: {
        data: [
          { period: { start: Math.floor(end.getTime() / 1000), end: Math.floor(nextEnd.getTime() / 1000) } },
        ],
      },
    };
    const outcome = await processPaymentEvent({
      db,
      event: toPaymentEvent(stripe.signEvent('invoice.paid', renewal).event),
      billing: billingContext(t.config),
    });
    expect(outcome).toBe('renewed');
    const [invoice] = await invoicesOf(t, buyer.userId);
    expect(invoice).toMatchObject({ net_amount: 149, total_amount: 183.27 });
    expect(invoice?.lines[0]?.description).toMatch(/^Silver subscription/);
    const [user] = await db.select().from(users).where(eq(users.id, buyer.userId));
    expect(user?.package_id).toBe(PACKAGE.silver);
  });

  it('opens the Customer Portal to change the card', async () => {
    const { buyer } = await member(t, { stripeSubscriptionId: 'sub_test_card' });
    const res = await call(t, buyer, 'POST', '/api/billing/card');
    expect(res.json().url).toMatch(/\/portal\/bps_test_/);
    const request = stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    expect(request?.params).toMatchObject({
      customer: 'cus_test_member',
      return_url: 'https://acorn.example/billing',
    });
  });
});
