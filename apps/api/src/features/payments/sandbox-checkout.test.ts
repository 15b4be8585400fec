import { invoices } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY, createBuyer, PACKAGE } from '../../test/factories/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getAs, postCheckout, subscriptionRows, userRow } from './payments.fixtures';

let t: TestApp;
beforeAll(async () => {
  // No STRIPE_SECRET_KEY: checkout is the built-in test page.
  t = await createTestApp({ env: { PUBLIC_URL: 'https://app.acorn.example', BRAND_NAME: 'Acorn' } });
});
afterAll(async () => {
  await t?.close();
});

async function startSandbox(countryId: number = COUNTRY.portugal, ref?: string) {
  const buyer = await createBuyer({ db: t.database.db, countryId, ...(ref ? { ref } : {}) });
  const res = await postCheckout(t, '/api/stripePost', buyer, {
    id: PACKAGE.silver,
    substype: 'monthly',
    payoption: 'Credit',
  });
  expect(res.statusCode).toBe(200);
  const { sessionid, url } = res.json() as { sessionid: string; url: string };
  return { buyer, sessionId: sessionid, url };
}

describe('sandbox checkout (no Stripe key)', () => {
  it('answers an unguessable sandbox session and the test page URL', async () => {
    const { sessionId, url, buyer } = await startSandbox();
    expect(sessionId).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`https://app.acorn.example/api/payments/sandbox/${sessionId}`);
    const again = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.silver,
      substype: 'monthly',
      payoption: 'Credit',
    });
    expect(again.json().sessionid).toBe(sessionId);
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(1);
  });

  it('shows a page clearly marked as a test, with the amount including VAT, and a strict CSP', async () => {
    const { sessionId } = await startSandbox(COUNTRY.spain);
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('Test checkout — no real payment');
    expect(html).toContain('Acorn');
    expect(html).toContain('Silver');
    expect(html).toContain('Monthly');
    // 149 + 21% = 180.29
    expect(html).toContain('€149.00');
    expect(html).toContain('€31.29');
    expect(html).toContain('€180.29');
    expect(html).toContain('Pay (test)');
    expect(html).toContain('Decline (test)');
    expect(html).toContain(`action="/api/payments/sandbox/${sessionId}/complete"`);
    expect(html).toContain(`action="/api/payments/sandbox/${sessionId}/decline"`);
    expect(html).not.toMatch(/<script/i);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("form-action 'self' https://app.acorn.example");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('completes through the fulfilment path and redirects (303) to the success URL', async () => {
    const { buyer, sessionId } = await startSandbox(COUNTRY.portugal, 'sandbox-friend');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${sessionId}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://app.acorn.example/welcome?session_id=${sessionId}`);
    expect(await userRow(t, buyer.userId)).toMatchObject({
      step: 4,
      payment_status: 'ok',
      package_id: PACKAGE.silver,
    });
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription?.status).toBe('active');
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ net_amount: 149, vat_amount: 34.27, total_amount: 183.27 });

    const result = await getAs(t, buyer, `/api/paymentSuccessTaffiliate?session_id=${sessionId}`);
    expect(result.json()).toEqual({
      status: 'payment-done',
      subscription_id: subscription?.id,
      stripe_order_amount: 183.27,
      stripe_customer_id: null,
    });

    // Completing again (a double submit) changes nothing; the page now says it is complete.
    const again = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${sessionId}/complete` });
    expect(again.statusCode).toBe(303);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId)),
    ).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${sessionId}` });
    expect(page.body).toContain('This test payment is complete.');
    expect(page.body).not.toContain('Pay (test)');
    // A decline after the payment does not undo it.
    const decline = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${sessionId}/decline` });
    expect(decline.statusCode).toBe(303);
    expect((await userRow(t, buyer.userId)).payment_status).toBe('ok');
  });

  it('declines through the failure path and redirects (303) to the cancel URL', async () => {
    const { buyer, sessionId } = await startSandbox();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${sessionId}/decline`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://app.acorn.example/payment-not-success');
    expect(await userRow(t, buyer.userId)).toMatchObject({ step: 3, payment_status: 'Payment nok' });
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('payment_failed');
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({ status: 'no-payment' });

    // Trying again from the wizard is a new purchase with a new checkout.
    const retry = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.silver,
      substype: 'monthly',
      payoption: 'Credit',
    });
    expect(retry.json().sessionid).not.toBe(sessionId);
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(2);
  });

  it('answers 404 for unknown or malformed session ids', async () => {
    for (const id of ['cs_sandbox_unknown', `cs_sandbox_${'A'.repeat(43)}`, 'cs_test_123']) {
      const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Checkout not found');
      const complete = await t.app.inject({ method: 'POST', url: `/api/payments/sandbox/${id}/complete` });
      expect(complete.statusCode).toBe(404);
    }
  });

  it('has no webhook without a webhook secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('webhook_not_configured');
  });
});
