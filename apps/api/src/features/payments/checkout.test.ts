import { ROLES } from '@acorn/contracts';
import { subscriptions } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { COUNTRY, createBuyer, createSubscription, PACKAGE } from '../../test/factories/payments';
import type { StripeTestServer } from '../../test/stripe-server';
import type { TestApp } from '../../test/test-app';
import { createStripeTestApp, getAs, postCheckout, subscriptionRows, userRow } from './payments.fixtures';

let t: TestApp;
let stripe: StripeTestServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp({ PUBLIC_URL: 'https://acorn.example' }));
});
afterAll(() => close?.());

const sessionCreates = () =>
  stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions');

describe('POST /api/stripePost against a Stripe-compatible server', () => {
  it('creates a subscription-mode card checkout priced by the server, with metadata and an Idempotency-Key', async () => {
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.portugal });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.gold,
      substype: 'monthly',
      payoption: 'Credit',
    });
    expect(res.statusCode).toBe(200);
    const { sessionid, url } = res.json();
    expect(sessionid).toMatch(/^cs_test_/);
    expect(url).toBe(stripe.sessions.get(sessionid)?.url);

    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({
      package_id: PACKAGE.gold,
      period: 'monthly',
      payment_option: 'Credit',
      status: 'pending',
      net_amount: 499,
      vat_rate: 23,
      currency: 'eur',
      checkout_session_id: sessionid,
    });
    const id = subscription?.id as number;

    const request = sessionCreates().at(-1);
    expect(request?.headers['idempotency-key']).toMatch(new RegExp(`^acorn-checkout-${id}-[0-9a-f]{12}$`));
    expect(request?.params).toMatchObject({
      mode: 'subscription',
      allowed_payment_method_types: ['card'],
      client_reference_id: String(buyer.userId),
      customer_email: buyer.email,
      success_url: 'https://acorn.example/welcome?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://acorn.example/payment-not-success',
      metadata: {
        user_id: String(buyer.userId),
        package_id: String(PACKAGE.gold),
        period: 'monthly',
        subscription_id: String(id),
      },
      subscription_data: { metadata: { subscription_id: String(id) } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            // 499 euros + 23% VAT.
            unit_amount: '61377',
            recurring: { interval: 'month' },
            product_data: { name: 'Gold' },
          },
        },
      ],
    });
  });

  it('uses SEPA Direct Debit for Debit, yearly, with the buyer country VAT', async () => {
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.spain });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.silver,
      substype: 'annual',
      payoption: 'Debit',
    });
    expect(res.statusCode).toBe(200);
    const params = stripe.createParams(res.json().sessionid);
    expect(params.allowed_payment_method_types).toEqual(['sepa_debit']);
    expect(params.line_items).toEqual([
      expect.objectContaining({
        price_data: expect.objectContaining({
          unit_amount: '180290',
          recurring: { interval: 'year' },
          product_data: { name: 'Silver' },
        }),
      }),
    ]);
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({ net_amount: 1490, vat_rate: 21, payment_option: 'Debit' });
  });

  it('charges no VAT outside Portugal and Spain', async () => {
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.france });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.crystal,
      substype: 'monthly',
      payoption: 'Credit',
    });
    const params = stripe.createParams(res.json().sessionid) as {
      line_items: { price_data: { unit_amount: string } }[];
    };
    expect(params.line_items[0]?.price_data.unit_amount).toBe('4900');
  });

  it('ignores amounts, user ids and statuses sent by the client', async () => {
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.portugal });
    const other = await createBuyer({ db: t.database.db });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      user_id: other.userId,
      id: String(PACKAGE.crystal),
      substype: 'annual',
      payoption: 'Credit',
      amount: 1,
      price: 0.01,
      unit_amount: 1,
      net_amount: 1,
      vat_rate: 0,
      status: 'active',
    });
    expect(res.statusCode).toBe(200);
    const params = stripe.createParams(res.json().sessionid) as {
      line_items: { price_data: { unit_amount: string } }[];
      metadata: Record<string, string>;
    };
    // 490 euros + 23%.
    expect(params.line_items[0]?.price_data.unit_amount).toBe('60270');
    expect(params.metadata.user_id).toBe(String(buyer.userId));
    expect(await subscriptionRows(t, other.userId)).toHaveLength(0);
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({ status: 'pending', net_amount: 490, vat_rate: 23 });
  });

  it('answers the same session for a repeated purchase (one subscription, one Idempotency-Key)', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const body = { id: PACKAGE.gold, substype: 'annual', payoption: 'Credit' };
    const before = stripe.sessions.size;
    const [first, second] = await Promise.all([
      postCheckout(t, '/api/stripePost', buyer, body),
      postCheckout(t, '/api/stripePost', buyer, body),
    ]);
    const third = await postCheckout(t, '/api/stripePost', buyer, body);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const ids = new Set([first.json().sessionid, second.json().sessionid, third.json().sessionid]);
    expect(ids.size).toBe(1);
    expect(stripe.sessions.size).toBe(before + 1);
    const rows = await subscriptionRows(t, buyer.userId);
    expect(rows).toHaveLength(1);
    const keys = sessionCreates()
      .slice(-3)
      .map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(new RegExp(`^acorn-checkout-${rows[0]?.id}-`));

    // Another period is another purchase.
    const monthly = await postCheckout(t, '/api/stripePost', buyer, { ...body, substype: 'monthly' });
    expect(monthly.json().sessionid).not.toBe(first.json().sessionid);
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(2);
  });

  it('starts a new session for the same purchase when the checkout parameters changed (another language)', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const body = { id: PACKAGE.silver, substype: 'monthly', payoption: 'Credit' };
    const english = await postCheckout(t, '/api/stripePost', buyer, body);
    const portuguese = await t.app.inject({
      method: 'POST',
      url: '/api/stripePost',
      headers: { ...bearer(buyer.token), 'accept-language': 'pt-PT' },
      payload: body,
    });
    expect(portuguese.statusCode).toBe(200);
    expect(portuguese.json().sessionid).not.toBe(english.json().sessionid);
    expect(stripe.createParams(portuguese.json().sessionid).locale).toBe('pt');
    const rows = await subscriptionRows(t, buyer.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.checkout_session_id).toBe(portuguese.json().sessionid);
  });

  it('answers 502 when the provider cannot be reached, and the purchase can be retried', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const body = { id: PACKAGE.crystal, substype: 'monthly', payoption: 'Credit' };
    stripe.failNext(1);
    const failed = await postCheckout(t, '/api/stripePost', buyer, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'payment_provider_error' });
    const retried = await postCheckout(t, '/api/stripePost', buyer, body);
    expect(retried.statusCode).toBe(200);
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(1);
  });
});

describe('what the server allows', () => {
  it('needs a signed-in participant at the package step', async () => {
    const body = { id: PACKAGE.gold, substype: 'monthly', payoption: 'Credit' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/stripePost', payload: body });
    expect(anonymous.statusCode).toBe(401);

    const early = await createBuyer({ db: t.database.db, step: 2 });
    for (const path of ['/api/stripePost', '/api/bankPost'] as const) {
      const res = await postCheckout(t, path, early, { ...body, payoption: 'Bank' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('registration_incomplete');
    }
    const advisor = await createBuyer({ db: t.database.db, role: ROLES.advisor });
    const res = await postCheckout(t, '/api/stripePost', advisor, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await subscriptionRows(t, early.userId)).toHaveLength(0);
  });

  it('refuses Debit from 10000 euros and Bank below, and Bank through stripePost', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const debitAtThreshold = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.platinum,
      substype: 'annual',
      payoption: 'Debit',
    });
    expect(debitAtThreshold.statusCode).toBe(422);
    expect(debitAtThreshold.json().errors.payoption[0]).toMatch(/below 10000/);

    const bankBelow = await postCheckout(t, '/api/bankPost', buyer, {
      id: PACKAGE.platinum,
      substype: 'monthly',
      payoption: 'Bank',
    });
    expect(bankBelow.statusCode).toBe(422);
    expect(bankBelow.json().errors.payoption[0]).toMatch(/at least 10000/);

    const bankByCard = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.platinum,
      substype: 'annual',
      payoption: 'Bank',
    });
    expect(bankByCard.statusCode).toBe(422);

    const cardByBank = await postCheckout(t, '/api/bankPost', buyer, {
      id: PACKAGE.platinum,
      substype: 'annual',
      payoption: 'Credit',
    });
    expect(cardByBank.statusCode).toBe(422);

    const creditAtThreshold = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.platinum,
      substype: 'annual',
      payoption: 'Credit',
    });
    expect(creditAtThreshold.statusCode).toBe(200);
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({ net_amount: 12000, payment_option: 'Credit' });
  });

  it('refuses an unknown package, period or option', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const cases = [
      { payload: { id: 999, substype: 'monthly', payoption: 'Credit' }, code: 'package_not_found' },
      { payload: { id: PACKAGE.gold, substype: 'weekly', payoption: 'Credit' }, code: 'validation_failed' },
      { payload: { id: PACKAGE.gold, substype: 'monthly', payoption: 'Cash' }, code: 'validation_failed' },
      { payload: { substype: 'monthly', payoption: 'Credit' }, code: 'validation_failed' },
    ];
    for (const { payload, code } of cases) {
      const res = await postCheckout(t, '/api/stripePost', buyer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe(code);
    }
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(0);
  });

  it('refuses a second purchase while a subscription is active', async () => {
    const { buyer } = await createSubscription({
      db: t.database.db,
      status: 'active',
      current_period_start: new Date(),
      current_period_end: new Date(Date.now() + 86_400_000),
    });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.silver,
      substype: 'monthly',
      payoption: 'Credit',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('subscription_active');
  });

  it('has no test checkout page while a Stripe key is configured', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.gold,
      substype: 'monthly',
      payoption: 'Credit',
    });
    const sessionId = res.json().sessionid as string;
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${sessionId}` });
    expect(page.statusCode).toBe(404);
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${sessionId}/complete`,
    });
    expect(complete.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.checkout_session_id, sessionId));
    expect(row?.status).toBe('pending');
    expect((await userRow(t, buyer.userId)).step).toBe(3);
  });
});

describe('GET /api/paymentSuccessTaffiliate with Stripe', () => {
  it('asks the provider about a pending checkout and fulfils it when paid', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const res = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.gold,
      substype: 'monthly',
      payoption: 'Credit',
    });
    const sessionId = res.json().sessionid as string;
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({
      status: 'payment-pending',
    });

    // Paid at the provider; the webhook has not arrived yet.
    const session = stripe.completeSession(sessionId);
    const done = await getAs(t, buyer, `/api/paymentSuccessTaffiliate?session_id=${sessionId}`);
    expect(done.statusCode).toBe(200);
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(done.json()).toEqual({
      status: 'payment-done',
      subscription_id: subscription?.id,
      stripe_order_amount: 613.77,
      stripe_customer_id: session.customer,
    });
    expect(subscription).toMatchObject({ status: 'active', stripe_subscription_id: session.subscription });
    expect(await userRow(t, buyer.userId)).toMatchObject({
      step: 4,
      payment_status: 'ok',
      package_id: PACKAGE.gold,
    });
  });

  it("answers no-payment for a user who never bought, and for someone else's session", async () => {
    const buyer = await createBuyer({ db: t.database.db });
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({ status: 'no-payment' });
    const other = await createBuyer({ db: t.database.db });
    const res = await postCheckout(t, '/api/stripePost', other, {
      id: PACKAGE.gold,
      substype: 'monthly',
      payoption: 'Credit',
    });
    const foreign = await getAs(t, buyer, `/api/paymentSuccessTaffiliate?session_id=${res.json().sessionid}`);
    expect(foreign.json()).toEqual({ status: 'no-payment' });
  });
});
