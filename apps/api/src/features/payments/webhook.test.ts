import { affiliateSignups, invoices, notifications, paymentEvents, subscriptions } from '@acorn/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { type Buyer, COUNTRY, createBuyer, PACKAGE } from '../../test/factories/payments';
import type { SignedDelivery, StripeTestServer } from '../../test/stripe-server';
import type { TestApp } from '../../test/test-app';
import { createStripeTestApp, getAs, postCheckout, subscriptionRows, userRow } from './payments.fixtures';

let t: TestApp;
let stripe: StripeTestServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close?.());

const deliver = (delivery: Pick<SignedDelivery, 'payload' | 'headers'>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: delivery.headers,
    payload: delivery.payload,
  });

async function checkout(buyer: Buyer, body: Record<string, unknown> = {}) {
  const res = await postCheckout(t, '/api/stripePost', buyer, {
    id: PACKAGE.gold,
    substype: 'monthly',
    payoption: 'Credit',
    ...body,
  });
  expect(res.statusCode).toBe(200);
  const sessionId = res.json().sessionid as string;
  const [subscription] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.checkout_session_id, sessionId));
  return { sessionId, subscriptionId: subscription?.id as number };
}

const noticesOf = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(notifications.id)
  ).map((n) => n.kind);

const invoiceCount = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(invoices).where(eq(invoices.user_id, userId)))[0]?.n;

/** Everything a delivery may change for one buyer, to show that a refused or repeated one changed nothing. */
async function snapshot(buyer: Buyer) {
  return {
    user: await userRow(t, buyer.userId),
    subscriptions: await subscriptionRows(t, buyer.userId),
    invoices: await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId)),
    signups: await t.database.db
      .select()
      .from(affiliateSignups)
      .where(eq(affiliateSignups.user_id, buyer.userId)),
  };
}

describe('POST /api/stripe/webhook', () => {
  it('fulfils a paid checkout: active subscription, step 4, ok, package, invoice and affiliate sign-up', async () => {
    const buyer = await createBuyer({ db: t.database.db, ref: 'partner-77', countryId: COUNTRY.portugal });
    const { sessionId, subscriptionId } = await checkout(buyer);
    const session = stripe.completeSession(sessionId);

    const res = await deliver(stripe.sessionEvent('checkout.session.completed', sessionId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });

    const user = await userRow(t, buyer.userId);
    expect(user).toMatchObject({ step: 4, payment_status: 'ok', package_id: PACKAGE.gold });
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      stripe_customer_id: session.customer,
      stripe_subscription_id: session.subscription,
    });
    const start = subscription?.current_period_start as Date;
    const end = subscription?.current_period_end as Date;
    expect(Date.now() - start.getTime()).toBeLessThan(60_000);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);

    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId));
    expect(invoice).toMatchObject({
      subscription_id: subscriptionId,
      net_amount: 499,
      vat_rate: 23,
      vat_amount: 114.77,
      total_amount: 613.77,
      period_start: start,
      period_end: end,
    });
    expect(invoice?.number).toMatch(/^ACN-\d{4}-\d{6}$/);
    expect(invoice?.buyer).toMatchObject({ email: buyer.email, vatnumber: buyer.vatnumber });
    expect(invoice?.seller.vatnumber).toBe('PT512345678');

    const signups = await t.database.db
      .select()
      .from(affiliateSignups)
      .where(eq(affiliateSignups.user_id, buyer.userId));
    expect(signups).toEqual([
      expect.objectContaining({ ref: 'partner-77', subscription_id: subscriptionId, amount: 499 }),
    ]);

    const result = await getAs(t, buyer, '/api/paymentSuccessTaffiliate');
    expect(result.json()).toEqual({
      status: 'payment-done',
      subscription_id: subscriptionId,
      stripe_order_amount: 613.77,
      stripe_customer_id: session.customer,
    });
  });

  it('records no affiliate sign-up without a ref', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer);
    stripe.completeSession(sessionId);
    expect((await deliver(stripe.sessionEvent('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    expect((await snapshot(buyer)).signups).toEqual([]);
  });

  it('refuses a bad signature, a tampered body, a missing header and a stale timestamp with 400', async () => {
    const buyer = await createBuyer({ db: t.database.db, ref: 'someone' });
    const { sessionId } = await checkout(buyer);
    stripe.completeSession(sessionId);
    const before = await snapshot(buyer);

    const wrongSecret = stripe.sessionEvent('checkout.session.completed', sessionId, {
      secret: 'whsec_not_the_right_one',
    });
    const good = stripe.sessionEvent('checkout.session.completed', sessionId);
    const tampered = { headers: good.headers, payload: good.payload.replace('"paid"', '"paid" ') };
    const missing = { headers: { 'content-type': 'application/json' }, payload: good.payload };
    const stale = stripe.sessionEvent('checkout.session.completed', sessionId, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    for (const delivery of [wrongSecret, tampered, missing, stale]) {
      const res = await deliver(delivery);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    }
    expect(await snapshot(buyer)).toEqual(before);
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.event_id, stale.event.id));
    expect(recorded).toEqual([]);

    // Within the tolerance it is accepted.
    const recent = stripe.sessionEvent('checkout.session.completed', sessionId, {
      timestamp: Math.floor(Date.now() / 1000) - 240,
    });
    expect((await deliver(recent)).statusCode).toBe(200);
    expect((await userRow(t, buyer.userId)).step).toBe(4);
  });

  it('applies the same event once, however often it is delivered', async () => {
    const buyer = await createBuyer({ db: t.database.db, ref: 'twice' });
    const { sessionId } = await checkout(buyer);
    stripe.completeSession(sessionId);
    const delivery = stripe.sessionEvent('checkout.session.completed', sessionId);
    expect((await deliver(delivery)).statusCode).toBe(200);
    const after = await snapshot(buyer);

    const again = await Promise.all([deliver(delivery), deliver(delivery), deliver(delivery)]);
    expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await snapshot(buyer)).toEqual(after);
    expect(after.invoices).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.event_id, delivery.event.id));
    expect(events).toHaveLength(1);

    // Another event for the same paid checkout (a provider retry with a new id) changes nothing either.
    const retry = stripe.sessionEvent('checkout.session.async_payment_succeeded', sessionId);
    expect((await deliver(retry)).statusCode).toBe(200);
    expect(await snapshot(buyer)).toEqual(after);
  });

  it('activates a checkout completed after it was reported expired', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer);
    const expired = stripe.sessionEvent('checkout.session.expired', sessionId);
    stripe.completeSession(sessionId);
    const completed = stripe.sessionEvent('checkout.session.completed', sessionId);

    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await userRow(t, buyer.userId)).toMatchObject({ payment_status: 'Payment nok', step: 3 });
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('payment_failed');

    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await userRow(t, buyer.userId)).toMatchObject({ payment_status: 'ok', step: 4 });
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('active');
    expect(await invoiceCount(buyer.userId)).toBe(1);
  });

  it('keeps a fulfilled checkout active when an expiry or failure arrives late', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer);
    stripe.completeSession(sessionId);
    expect((await deliver(stripe.sessionEvent('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    const after = await snapshot(buyer);

    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      expect((await deliver(stripe.sessionEvent(type, sessionId))).statusCode).toBe(200);
    }
    expect(await snapshot(buyer)).toEqual(after);
    expect(after.user.payment_status).toBe('ok');
  });

  /** A purchase whose checkout was started twice (the second time in Spanish): two open sessions. */
  async function twoSessions() {
    const buyer = await createBuyer({ db: t.database.db });
    const older = await checkout(buyer);
    const newer = await t.app.inject({
      method: 'POST',
      url: '/api/stripePost',
      headers: { ...bearer(buyer.token), 'accept-language': 'es' },
      payload: { id: PACKAGE.gold, substype: 'monthly', payoption: 'Credit' },
    });
    const newerId = newer.json().sessionid as string;
    expect(newerId).not.toBe(older.sessionId);
    return { buyer, subscriptionId: older.subscriptionId, olderId: older.sessionId, newerId };
  }

  it('fulfils a payment made in the older of two sessions of a purchase', async () => {
    const { buyer, subscriptionId, olderId, newerId } = await twoSessions();
    stripe.completeSession(olderId);
    expect((await deliver(stripe.sessionEvent('checkout.session.completed', olderId))).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]).toMatchObject({
      id: subscriptionId,
      status: 'active',
    });
    expect((await userRow(t, buyer.userId)).step).toBe(4);
    // The unused newer session expiring later changes nothing.
    expect((await deliver(stripe.sessionEvent('checkout.session.expired', newerId))).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('active');
  });

  it('ignores the older session of a purchase expiring while a newer one is open', async () => {
    const { buyer, olderId, newerId } = await twoSessions();
    expect((await deliver(stripe.sessionEvent('checkout.session.expired', olderId))).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('pending');
    expect((await userRow(t, buyer.userId)).payment_status).toBeNull();
    stripe.completeSession(newerId);
    expect((await deliver(stripe.sessionEvent('checkout.session.completed', newerId))).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('active');
  });

  it('waits for a SEPA debit, then marks a failed one Payment nok', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer, { payoption: 'Debit' });
    const session = stripe.completeSession(sessionId, { paymentStatus: 'unpaid' });

    expect((await deliver(stripe.sessionEvent('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    let [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({ status: 'pending', stripe_customer_id: session.customer });
    expect(await userRow(t, buyer.userId)).toMatchObject({ step: 3, payment_status: null });
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({
      status: 'payment-pending',
    });

    expect(
      (await deliver(stripe.sessionEvent('checkout.session.async_payment_failed', sessionId))).statusCode,
    ).toBe(200);
    [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription?.status).toBe('payment_failed');
    expect(await userRow(t, buyer.userId)).toMatchObject({ step: 3, payment_status: 'Payment nok' });
    expect(await invoiceCount(buyer.userId)).toBe(0);
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({ status: 'no-payment' });
    expect(await noticesOf(buyer.userId)).toEqual(['subscription_payment_failed']);
  });

  it('fulfils a SEPA debit when the payment succeeds later', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer, { payoption: 'Debit' });
    stripe.completeSession(sessionId, { paymentStatus: 'unpaid' });
    const completed = stripe.sessionEvent('checkout.session.completed', sessionId);
    stripe.completeSession(sessionId, { paymentStatus: 'paid' });
    const succeeded = stripe.sessionEvent('checkout.session.async_payment_succeeded', sessionId);

    // Out of order: the success arrives first; the unpaid completion afterwards changes nothing.
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await userRow(t, buyer.userId)).toMatchObject({ step: 4, payment_status: 'ok' });
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('active');
    expect(await invoiceCount(buyer.userId)).toBe(1);
  });

  it('does not fulfil a session that paid less than the price', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer);
    const session = stripe.completeSession(sessionId);
    const delivery = stripe.signEvent('checkout.session.completed', { ...session, amount_total: 100 });
    expect((await deliver(delivery)).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('pending');
    expect((await userRow(t, buyer.userId)).step).toBe(3);
  });

  it('acknowledges events about unknown checkouts and other event types', async () => {
    const unknown = stripe.signEvent('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      metadata: { subscription_id: '999999', user_id: '1' },
    });
    expect((await deliver(unknown)).statusCode).toBe(200);
    const other = stripe.signEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await deliver(other)).statusCode).toBe(200);
  });

  it('renews on invoice.paid (subscription_cycle): a later period end and the next invoice', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId, subscriptionId } = await checkout(buyer);
    const session = stripe.completeSession(sessionId);
    expect((await deliver(stripe.sessionEvent('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    const [first] = await subscriptionRows(t, buyer.userId);
    const periodEnd = first?.current_period_end as Date;
    const nextEnd = new Date(periodEnd.getTime() + 31 * 86_400_000);

    const invoicePaid = (billingReason: string, start: Date, end: Date) =>
      stripe.signEvent('invoice.paid', {
        id: `in_test_${billingReason}_${start.getTime()}`,
        object: 'invoice',
        billing_reason: billingReason,
        customer: session.customer,
        amount_paid: 61377,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: session.subscription, metadata: { subscription_id: 'x' } },
        },
        lines: {
          object: 'list',
          data: [
            {
              id: 'il_1',
              object: 'line_item',
              period: { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) },
            },
          ],
        },
      });

    // The first invoice is the checkout's: nothing more happens for it.
    const created = invoicePaid('subscription_create', first?.current_period_start as Date, periodEnd);
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await invoiceCount(buyer.userId)).toBe(1);

    const startSeconds = new Date(Math.floor(periodEnd.getTime() / 1000) * 1000);
    const endSeconds = new Date(Math.floor(nextEnd.getTime() / 1000) * 1000);
    const renewal = invoicePaid('subscription_cycle', startSeconds, endSeconds);
    expect((await deliver(renewal)).statusCode).toBe(200);
    const [renewed] = await subscriptionRows(t, buyer.userId);
    expect(renewed).toMatchObject({
      id: subscriptionId,
      status: 'active',
      current_period_start: startSeconds,
      current_period_end: endSeconds,
    });
    const rows = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.user_id, buyer.userId))
      .orderBy(invoices.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      period_start: startSeconds,
      period_end: endSeconds,
      total_amount: 613.77,
    });

    expect(await noticesOf(buyer.userId)).toEqual(['subscription_renewed']);

    // A refused renewal tells the subscriber, once per event, and changes nothing until Stripe gives up.
    const refused = stripe.signEvent('invoice.payment_failed', {
      id: 'in_test_refused',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      customer: session.customer,
      amount_paid: 0,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: session.subscription, metadata: { subscription_id: 'x' } },
      },
    });
    expect((await deliver(refused)).statusCode).toBe(200);
    expect((await deliver(refused)).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]).toMatchObject({ status: 'active' });
    expect(await noticesOf(buyer.userId)).toEqual(['subscription_renewed', 'subscription_payment_failed']);

    // The same renewal again (a new event id for the same period) issues nothing more.
    const repeated = invoicePaid('subscription_cycle', startSeconds, endSeconds);
    expect((await deliver(repeated)).statusCode).toBe(200);
    expect(await invoiceCount(buyer.userId)).toBe(2);
    expect(await noticesOf(buyer.userId)).toEqual(['subscription_renewed', 'subscription_payment_failed']);

    // The subscription ends at the end of the paid period.
    const deleted = stripe.signEvent('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
      ended_at: Math.floor(endSeconds.getTime() / 1000),
      metadata: { subscription_id: String(subscriptionId), user_id: String(buyer.userId) },
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]).toMatchObject({
      status: 'expired',
      current_period_end: endSeconds,
    });
    // A renewal arriving after the end extends nothing.
    const late = invoicePaid(
      'subscription_cycle',
      endSeconds,
      new Date(endSeconds.getTime() + 86_400_000 * 30),
    );
    expect((await deliver(late)).statusCode).toBe(200);
    expect(await invoiceCount(buyer.userId)).toBe(2);
  });

  it('marks a subscription stopped before its period end as canceled', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const { sessionId } = await checkout(buyer);
    const session = stripe.completeSession(sessionId);
    expect((await deliver(stripe.sessionEvent('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    const endedAt = Math.floor(Date.now() / 1000) + 60;
    const deleted = stripe.signEvent('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      ended_at: endedAt,
      metadata: {},
    });
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await subscriptionRows(t, buyer.userId))[0]).toMatchObject({
      status: 'canceled',
      current_period_end: new Date(endedAt * 1000),
    });
  });
});
