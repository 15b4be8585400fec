/** Test helpers for the payment feature: calls to the payment API, and the rows they change. */
import { subscriptions, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { bearer } from '../../test/accounts';
import type { Buyer } from '../../test/factories/payments';
import { type StripeTestServer, startStripeTestServer } from '../../test/stripe-server';
import { createTestApp, type TestApp } from '../../test/test-app';

export function postCheckout(
  t: TestApp,
  path: '/api/stripePost' | '/api/bankPost',
  buyer: Buyer,
  payload: Record<string, unknown>,
) {
  return t.app.inject({ method: 'POST', url: path, headers: bearer(buyer.token), payload });
}

export const getAs = (t: TestApp, buyer: Buyer, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(buyer.token) });

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

export async function subscriptionRows(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(subscriptions.id);
}

/** An app that pays through a local Stripe-compatible server, as production pays through Stripe. */
export async function createStripeTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; stripe: StripeTestServer; close: () => Promise<void> }> {
  const stripe = await startStripeTestServer();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ...env,
    },
  });
  return { t, stripe, close: () => t.close().finally(() => stripe.close()) };
}
