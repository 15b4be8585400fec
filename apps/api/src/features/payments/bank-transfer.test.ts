import { ROLES } from '@acorn/contracts';
import { invoices, subscriptions } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts';
import { COUNTRY, createBuyer, PACKAGE } from '../../test/factories/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getAs, postCheckout, subscriptionRows, userRow } from './payments.fixtures';
import { confirmBankTransfer } from './payments.service';
import { billingContext } from './seller';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BRAND_NAME: 'Acorn' } });
});
afterAll(async () => {
  await t?.close();
});

const bankBody = { user_id: 1, id: PACKAGE.platinum, substype: 'annual', payoption: 'Bank' };

describe('bank transfer', () => {
  it.each([
    ['Portugal', COUNTRY.portugal, 23, 2760, 14760],
    ['Spain', COUNTRY.spain, 21, 2520, 14520],
    ['France', COUNTRY.france, 0, 0, 12000],
    ['no country', null, 0, 0, 12000],
  ])('registers a pending transfer with VAT for %s', async (_name, countryId, rate, vat, total) => {
    const buyer = await createBuyer({ db: t.database.db, countryId });
    const res = await postCheckout(t, '/api/bankPost', buyer, bankBody);
    expect(res.statusCode).toBe(200);
    const [subscription] = await subscriptionRows(t, buyer.userId);
    expect(subscription).toMatchObject({
      status: 'pending',
      payment_option: 'Bank',
      period: 'annual',
      net_amount: 12000,
      vat_rate: rate,
      checkout_session_id: null,
    });
    const expected = {
      subscription_id: subscription?.id,
      status: 'pending',
      package: { id: PACKAGE.platinum, name: 'Platinum' },
      substype: 'annual',
      beneficiary: 'Acorn Growth Network, Lda.',
      iban: 'PT50000201231234567890154',
      bic: 'ACRNPTPL',
      bank_name: expect.any(String),
      reference: `ACORN-${subscription?.id}`,
      currency: 'eur',
      net_amount: 12000,
      vat_rate: rate,
      vat_amount: vat,
      total_amount: total,
    };
    expect(res.json()).toEqual({ success: 'Bank transfer registered', data: expected });

    const details = await getAs(t, buyer, '/api/bank-transfer');
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({ data: expected });
    // The buyer leaves the wizard; the money is still to come, so no tier yet.
    expect(await userRow(t, buyer.userId)).toMatchObject({
      step: 4,
      payment_status: 'Bank transfer pending',
      package_id: null,
    });
  });

  it('answers the same pending transfer when bankPost is repeated', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const first = await postCheckout(t, '/api/bankPost', buyer, bankBody);
    const second = await postCheckout(t, '/api/bankPost', buyer, bankBody);
    expect(second.json().data.subscription_id).toBe(first.json().data.subscription_id);
    expect(await subscriptionRows(t, buyer.userId)).toHaveLength(1);
  });

  it('answers 404 when there is no transfer, and pending on the welcome page', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const none = await getAs(t, buyer, '/api/bank-transfer');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('bank_transfer_not_found');
    await postCheckout(t, '/api/bankPost', buyer, bankBody);
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({
      status: 'payment-pending',
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/bank-transfer' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is fulfilled when the operator confirms the transfer: active, step 4, invoice', async () => {
    const buyer = await createBuyer({ db: t.database.db, ref: 'bank-referrer', countryId: COUNTRY.spain });
    const res = await postCheckout(t, '/api/bankPost', buyer, bankBody);
    const subscriptionId = res.json().data.subscription_id as number;
    const { id: operatorId } = await createUser({ db: t.database.db, cb_roles_id: ROLES.operator });
    const billing = billingContext(t.config);

    const result = await confirmBankTransfer({ db: t.database.db, subscriptionId, operatorId, billing });
    expect(result.changed).toBe(true);
    expect(result.subscription).toMatchObject({ id: subscriptionId, status: 'active' });
    expect(result.invoice).toMatchObject({
      net_amount: 12000,
      vat_rate: 21,
      vat_amount: 2520,
      total_amount: 14520,
    });
    expect(await userRow(t, buyer.userId)).toMatchObject({
      step: 4,
      payment_status: 'ok',
      package_id: PACKAGE.platinum,
    });
    const end = result.subscription.current_period_end as Date;
    const start = result.subscription.current_period_start as Date;
    expect(end.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);

    const again = await confirmBankTransfer({ db: t.database.db, subscriptionId, operatorId, billing });
    expect(again.changed).toBe(false);
    expect(again.invoice.id).toBe(result.invoice.id);
    expect(
      await t.database.db.select().from(invoices).where(eq(invoices.subscription_id, subscriptionId)),
    ).toHaveLength(1);

    const details = await getAs(t, buyer, '/api/bank-transfer');
    expect(details.json().data.status).toBe('active');
    expect((await getAs(t, buyer, '/api/paymentSuccessTaffiliate')).json()).toEqual({
      status: 'payment-done',
      subscription_id: subscriptionId,
      stripe_order_amount: 14520,
      stripe_customer_id: null,
    });
  });

  it('is confirmed by operators only, and only for bank transfers', async () => {
    const buyer = await createBuyer({ db: t.database.db });
    const res = await postCheckout(t, '/api/bankPost', buyer, bankBody);
    const subscriptionId = res.json().data.subscription_id as number;
    const billing = billingContext(t.config);
    await expect(
      confirmBankTransfer({ db: t.database.db, subscriptionId, operatorId: buyer.userId, billing }),
    ).rejects.toMatchObject({ status: 403 });
    expect((await subscriptionRows(t, buyer.userId))[0]?.status).toBe('pending');

    const card = await createBuyer({ db: t.database.db });
    await postCheckout(t, '/api/stripePost', card, {
      id: PACKAGE.gold,
      substype: 'monthly',
      payoption: 'Credit',
    });
    const [cardSubscription] = await subscriptionRows(t, card.userId);
    const { id: operatorId } = await createUser({ db: t.database.db, cb_roles_id: ROLES.operator });
    await expect(
      confirmBankTransfer({
        db: t.database.db,
        subscriptionId: cardSubscription?.id as number,
        operatorId,
        billing,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'not_a_bank_transfer' });
    await expect(
      confirmBankTransfer({ db: t.database.db, subscriptionId: 99_999_999, operatorId, billing }),
    ).rejects.toMatchObject({ status: 404 });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, cardSubscription?.id as number));
    expect(row?.status).toBe('pending');
  });
});
