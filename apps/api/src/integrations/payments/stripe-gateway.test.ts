import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type StripeTestServer, startStripeTestServer } from '../../test/stripe-server';
import { type CheckoutRequest, createPaymentGateway } from './payment-gateway';
import { SANDBOX_SESSION_PATTERN } from './sandbox-gateway';
import { createStripeGateway, stripeHostOptions } from './stripe-gateway';

let stripe: StripeTestServer;
beforeAll(async () => {
  stripe = await startStripeTestServer();
});
afterAll(async () => {
  await stripe?.close();
});

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  subscriptionId: 17,
  userId: 5,
  packageId: 3,
  packageName: 'Gold',
  period: 'annual',
  paymentOption: 'Credit',
  totalCents: 613_770,
  currency: 'eur',
  customerEmail: 'buyer@example.test',
  locale: 'pt',
  successUrl: 'https://acorn.example/welcome?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://acorn.example/payment-not-success',
  idempotencyKey: `acorn-checkout-test-${Math.random()}`,
  ...overrides,
});

describe('stripeHostOptions', () => {
  it('turns STRIPE_API_BASE into the SDK host, port and protocol', () => {
    expect(stripeHostOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeHostOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeHostOptions(undefined)).toEqual({});
  });
});

describe('the Stripe gateway (real SDK, local server)', () => {
  it('creates a checkout session with the secret key, form-encoded parameters and the Idempotency-Key', async () => {
    const gateway = createStripeGateway({ secretKey: stripe.secretKey, apiBase: stripe.url });
    const input = request({ paymentOption: 'Debit', idempotencyKey: 'acorn-checkout-17' });
    const session = await gateway.createCheckoutSession(input);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${stripe.url}/checkout/${session.id}`);
    const recorded = stripe.requests.at(-1);
    expect(recorded?.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(recorded?.headers['idempotency-key']).toMatch(/^acorn-checkout-17-[0-9a-f]{12}$/);
    expect(recorded?.headers['stripe-version']).toBeTruthy();
    expect(recorded?.params).toMatchObject({
      mode: 'subscription',
      locale: 'pt',
      allowed_payment_method_types: ['sepa_debit'],
      line_items: [
        {
          price_data: {
            unit_amount: '613770',
            currency: 'eur',
            recurring: { interval: 'year' },
            product_data: { name: 'Gold' },
          },
        },
      ],
    });

    // The same key answers the same session; the server created only one.
    const before = stripe.sessions.size;
    const replay = await gateway.createCheckoutSession(input);
    expect(replay.id).toBe(session.id);
    expect(stripe.sessions.size).toBe(before);
    // Different parameters under the same purchase make a new session rather than an idempotency error.
    const changed = await gateway.createCheckoutSession({ ...input, locale: 'es' });
    expect(changed.id).not.toBe(session.id);
  });

  it('retrieves a session and reduces it to what fulfilment needs', async () => {
    const gateway = createStripeGateway({ secretKey: stripe.secretKey, apiBase: stripe.url });
    const { id } = await gateway.createCheckoutSession(request());
    expect(await gateway.retrieveCheckoutSession(id)).toMatchObject({
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      customerId: null,
      amountTotal: 613_770,
      currency: 'eur',
      metadata: { user_id: '5', package_id: '3', period: 'annual', subscription_id: '17' },
      clientReferenceId: '5',
    });
    const paid = stripe.completeSession(id);
    expect(await gateway.retrieveCheckoutSession(id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      customerId: paid.customer,
      providerSubscriptionId: paid.subscription,
    });
  });

  it('answers a 502 AppError when the provider fails or refuses the key', async () => {
    const gateway = createStripeGateway({ secretKey: stripe.secretKey, apiBase: stripe.url });
    stripe.failNext(1);
    await expect(gateway.createCheckoutSession(request())).rejects.toMatchObject({
      status: 502,
      code: 'payment_provider_error',
    });
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', apiBase: stripe.url });
    await expect(wrongKey.retrieveCheckoutSession('cs_test_x')).rejects.toMatchObject({ status: 502 });
  });
});

describe('createPaymentGateway', () => {
  it('uses Stripe with a secret key and the sandbox without one', async () => {
    const withKey = createPaymentGateway(
      loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_BASE: stripe.url }),
    );
    expect(withKey.kind).toBe('stripe');
    const sandbox = createPaymentGateway(
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://acorn.example' }),
    );
    expect(sandbox.kind).toBe('sandbox');
    const session = await sandbox.createCheckoutSession(request());
    expect(session.id).toMatch(SANDBOX_SESSION_PATTERN);
    expect(session.url).toBe(`https://acorn.example/api/payments/sandbox/${session.id}`);
    const other = await sandbox.createCheckoutSession(request());
    expect(other.id).not.toBe(session.id);
    const reused = await sandbox.createCheckoutSession(request({ existingSessionId: session.id }));
    expect(reused.id).toBe(session.id);
    expect(await sandbox.retrieveCheckoutSession(session.id)).toBeUndefined();
  });
});
