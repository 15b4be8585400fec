import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY, createBuyer, PACKAGE } from '../../test/factories/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postCheckout, subscriptionRows, userRow } from './payments.fixtures';

/** The production configuration a deployment without a Stripe account runs with. */
const PRODUCTION_WITHOUT_CARDS = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://acorn.example',
  SECRETS_KEY: randomBytes(32).toString('base64'),
  SELLER_LEGAL_NAME: 'Bolota Crescimento, Lda.',
  SELLER_VAT_NUMBER: 'PT509999990',
  SELLER_ADDRESS: 'Rua do Ouro 20; 1100-063 Lisboa; Portugal',
  SELLER_BANK_NAME: 'Caixa Geral de Depositos',
  SELLER_IBAN: 'PT50 0002 0123 1234 5678 9015 4',
  SELLER_BIC: 'CGDIPTPL',
  CARD_PAYMENTS: 'false',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PRODUCTION_WITHOUT_CARDS });
});
afterAll(async () => {
  await t?.close();
});

describe('production without card payments', () => {
  it('has no test checkout: nobody becomes a paying member for free', async () => {
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.portugal });
    for (const url of [
      '/api/payments/sandbox/cs_sandbox_anything/complete',
      `/api/payments/sandbox/cs_sandbox_${buyer.userId}/complete`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('route_not_found');
    }
    const checkout = await postCheckout(t, '/api/stripePost', buyer, {
      id: PACKAGE.platinum,
      substype: 'annual',
      payoption: 'Credit',
    });
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json().errors.payoption).toEqual([
      'Card and direct debit payments are not available; please pay by bank transfer',
    ]);
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(0);
    expect((await userRow(t, buyer.userId)).payment_status).not.toBe('ok');
  });

  it('sells by bank transfer at any price, and says so to the web app', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json().cardPayments).toBe(false);
    const buyer = await createBuyer({ db: t.database.db, countryId: COUNTRY.spain });
    const transfer = await postCheckout(t, '/api/bankPost', buyer, {
      id: PACKAGE.crystal,
      substype: 'monthly',
      payoption: 'Bank',
    });
    expect(transfer.statusCode).toBe(200);
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({ status: 'pending', payment_option: 'Bank', net_amount: 49 });
  });
});
