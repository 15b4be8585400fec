import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { TEST_STRIPE_WEBHOOK_SECRET } from '../../test/stripe-server';
import { toPaymentEvent, verifyWebhookEvent, WebhookSignatureError } from './stripe-webhooks';

const secret = TEST_STRIPE_WEBHOOK_SECRET;
const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, ...options });

const event = (type: string, object: unknown) =>
  JSON.stringify({ id: 'evt_test_1', object: 'event', type, created: 1, data: { object } });

describe('verifyWebhookEvent', () => {
  const payload = event('checkout.session.completed', {
    id: 'cs_test_1',
    object: 'checkout.session',
    status: 'complete',
    payment_status: 'paid',
    customer: { id: 'cus_1', object: 'customer' },
    subscription: 'sub_1',
    amount_total: 61377,
    currency: 'eur',
    metadata: { subscription_id: '9', user_id: '4' },
    client_reference_id: '4',
  });

  it('accepts a correctly signed, recent delivery and normalizes the session', () => {
    expect(verifyWebhookEvent(Buffer.from(payload), sign(payload), secret)).toEqual({
      id: 'evt_test_1',
      type: 'checkout.session.completed',
      session: {
        id: 'cs_test_1',
        status: 'complete',
        paymentStatus: 'paid',
        customerId: 'cus_1',
        providerSubscriptionId: 'sub_1',
        amountTotal: 61377,
        currency: 'eur',
        metadata: { subscription_id: '9', user_id: '4' },
        clientReferenceId: '4',
      },
    });
  });

  it('refuses another secret, changed bytes, no header and an old timestamp', () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [Buffer, string | undefined][] = [
      [Buffer.from(payload), sign(payload, { secret: 'whsec_other' })],
      [Buffer.from(payload.replace('61377', '1')), sign(payload)],
      [Buffer.from(payload), undefined],
      [Buffer.from(payload), ''],
      [Buffer.from(payload), 'garbage'],
      [Buffer.from(payload), sign(payload, { timestamp: now - 301 })],
    ];
    for (const [body, header] of cases) {
      expect(() => verifyWebhookEvent(body, header, secret)).toThrow(WebhookSignatureError);
    }
    expect(() =>
      verifyWebhookEvent(Buffer.from(payload), sign(payload, { timestamp: now - 200 }), secret),
    ).not.toThrow();
  });
});

describe('toPaymentEvent', () => {
  it('reads a renewal invoice in the current API shape (parent.subscription_details)', () => {
    const normalized = toPaymentEvent({
      id: 'evt_2',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          billing_reason: 'subscription_cycle',
          customer: 'cus_1',
          amount_paid: 100,
          parent: { subscription_details: { subscription: 'sub_1', metadata: { subscription_id: '3' } } },
          lines: { data: [{ period: { start: 1_800_000_000, end: 1_802_592_000 } }] },
        },
      },
    });
    expect(normalized).toEqual({
      id: 'evt_2',
      type: 'invoice.paid',
      invoice: {
        id: 'in_1',
        billingReason: 'subscription_cycle',
        providerSubscriptionId: 'sub_1',
        customerId: 'cus_1',
        subscriptionMetadata: { subscription_id: '3' },
        periodStart: new Date(1_800_000_000_000),
        periodEnd: new Date(1_802_592_000_000),
        amountPaid: 100,
      },
    });
  });

  it('reads the older shape (invoice.subscription) and a deleted subscription, and passes others through', () => {
    const legacy = toPaymentEvent({
      id: 'evt_3',
      type: 'invoice.paid',
      data: { object: { id: 'in_2', subscription: 'sub_9', billing_reason: 'subscription_cycle' } },
    });
    expect(legacy).toMatchObject({ invoice: { providerSubscriptionId: 'sub_9', periodStart: null } });
    expect(
      toPaymentEvent({
        id: 'evt_4',
        type: 'customer.subscription.deleted',
        data: { object: { id: 'sub_9', ended_at: 1_800_000_000, metadata: { a: 'b', n: 1 } } },
      }),
    ).toEqual({
      id: 'evt_4',
      type: 'customer.subscription.deleted',
      subscription: {
        providerSubscriptionId: 'sub_9',
        metadata: { a: 'b' },
        endedAt: new Date(1_800_000_000_000),
      },
    });
    expect(toPaymentEvent({ id: 'evt_5', type: 'charge.refunded', data: { object: {} } })).toEqual({
      id: 'evt_5',
      type: 'other',
      originalType: 'charge.refunded',
    });
  });
});
