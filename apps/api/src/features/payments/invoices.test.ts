import { invoiceSequences, invoices } from '@acorn/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { type Buyer, COUNTRY, createBuyer, PACKAGE } from '../../test/factories/payments';
import type { StripeTestServer } from '../../test/stripe-server';
import type { TestApp } from '../../test/test-app';
import { renewSubscription } from './fulfilment.service';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceNumber } from './invoices.service';
import { createStripeTestApp, getAs, postCheckout, subscriptionRows } from './payments.fixtures';
import { billingContext } from './seller';

let t: TestApp;
let stripe: StripeTestServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, close } = await createStripeTestApp());
});
afterAll(() => close?.());

/** A buyer with a checkout paid at the provider, and the signed completion not delivered yet. */
async function paidCheckout(countryId: number = COUNTRY.portugal) {
  const buyer = await createBuyer({ db: t.database.db, countryId });
  const res = await postCheckout(t, '/api/stripePost', buyer, {
    id: PACKAGE.crystal,
    substype: 'monthly',
    payoption: 'Credit',
  });
  const sessionId = res.json().sessionid as string;
  stripe.completeSession(sessionId);
  return { buyer, delivery: stripe.sessionEvent('checkout.session.completed', sessionId) };
}

const deliver = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: delivery.headers,
    payload: delivery.payload,
  });

async function fulfilledBuyer(): Promise<Buyer> {
  const { buyer, delivery } = await paidCheckout();
  expect((await deliver(delivery)).statusCode).toBe(200);
  return buyer;
}

describe('invoice numbering', () => {
  it('formats ACN-<year>-<6 digits>', () => {
    expect(invoiceNumber(2026, 42)).toBe('ACN-2026-000042');
  });

  it('stays gapless and unique under 10 concurrent fulfilments', async () => {
    const checkouts = [];
    for (let index = 0; index < 10; index++) checkouts.push(await paidCheckout());
    // Each completion delivered twice at once as well: duplicates must not take numbers.
    const responses = await Promise.all(
      [...checkouts, ...checkouts].map(({ delivery }) => deliver(delivery)),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(20).fill(200));

    const rows = await t.database.db
      .select()
      .from(invoices)
      .orderBy(asc(invoices.year), asc(invoices.sequence));
    const year = new Date().getUTCFullYear();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_row, index) => index + 1));
    expect(rows.every((row) => row.year === year && row.number === invoiceNumber(year, row.sequence))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.subscription_id)).size).toBe(rows.length);
    const [counter] = await t.database.db
      .select()
      .from(invoiceSequences)
      .where(eq(invoiceSequences.year, year));
    expect(counter?.last_number).toBe(rows.length);
    for (const { buyer } of checkouts) {
      expect(rows.filter((row) => row.user_id === buyer.userId)).toHaveLength(1);
    }
  });
});

describe('GET /api/invoices', () => {
  it("lists the caller's invoices, newest first, paginated", async () => {
    const buyer = await fulfilledBuyer();
    const other = await fulfilledBuyer();
    const [subscription] = await subscriptionRows(t, buyer.userId);
    const billing = billingContext(t.config);
    for (let renewal = 0; renewal < 2; renewal++) {
      await t.database.db.transaction((tx) =>
        renewSubscription({ tx, subscriptionId: subscription?.id as number, billing }),
      );
    }
    const all = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.user_id, buyer.userId))
      .orderBy(asc(invoices.id));
    expect(all).toHaveLength(3);
    // Each renewal starts where the previous period ended.
    expect(all[1]?.period_start).toEqual(all[0]?.period_end);
    expect(all[2]?.period_start).toEqual(all[1]?.period_end);

    const first = await getAs(t, buyer, '/api/invoices?perPage=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(body.data.map((invoice: { id: number }) => invoice.id)).toEqual([all[2]?.id, all[1]?.id]);
    expect(body.data[0]).toEqual({
      id: all[2]?.id,
      number: all[2]?.number,
      issued_at: all[2]?.issued_at.toISOString(),
      period_start: all[2]?.period_start.toISOString(),
      period_end: all[2]?.period_end.toISOString(),
      description: expect.stringMatching(/^Crystal subscription, monthly \(/),
      currency: 'eur',
      net_amount: 49,
      vat_rate: 23,
      vat_amount: 11.27,
      total_amount: 60.27,
      download_url: `/api/invoices/${all[2]?.id}/pdf`,
    });

    const second = (await getAs(t, buyer, '/api/invoices?perPage=2&page=2')).json();
    expect(second.data.map((invoice: { id: number }) => invoice.id)).toEqual([all[0]?.id]);
    const beyond = (await getAs(t, buyer, '/api/invoices?perPage=2&page=5')).json();
    expect(beyond).toEqual({ data: [], meta: { current_page: 5, last_page: 2, per_page: 2, total: 3 } });
    const defaults = (await getAs(t, buyer, '/api/invoices')).json();
    expect(defaults.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });

    const others = (await getAs(t, other, '/api/invoices')).json();
    expect(others.meta.total).toBe(1);

    const none = (await getAs(t, await createBuyer({ db: t.database.db }), '/api/invoices')).json();
    expect(none).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });
});

describe('GET /api/invoices/:id/pdf', () => {
  it('downloads a PDF for the owner only', async () => {
    const buyer = await fulfilledBuyer();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId));
    const url = `/api/invoices/${invoice?.id}/pdf`;

    const res = await getAs(t, buyer, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/Count 1');

    // Kept in private storage after the first download, and served from there.
    const [stored] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id as number));
    expect(stored?.pdf_storage_key).toBe(`invoices/${invoice?.year}/${invoice?.number}.pdf`);
    expect(await t.storage.exists(stored?.pdf_storage_key as string, 'private')).toBe(true);
    expect(await t.storage.exists(stored?.pdf_storage_key as string, 'public')).toBe(false);
    const again = await getAs(t, buyer, url);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

    const stranger = await createBuyer({ db: t.database.db });
    const foreign = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('invoice_not_found');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await getAs(t, buyer, '/api/invoices/99999999/pdf')).statusCode).toBe(404);
    expect((await getAs(t, buyer, '/api/invoices/abc/pdf')).statusCode).toBe(400);
  });

  it('renders the same document again from the row when the stored copy is gone', async () => {
    const buyer = await fulfilledBuyer();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId));
    const url = `/api/invoices/${invoice?.id}/pdf`;
    const first = await getAs(t, buyer, url);
    await t.storage.delete(`invoices/${invoice?.year}/${invoice?.number}.pdf`, 'private');
    const second = await getAs(t, buyer, url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('renders an invoice with long names and no VAT on one A4 page', async () => {
    const buyer = await fulfilledBuyer();
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.user_id, buyer.userId));
    const pdf = await renderInvoicePdf(
      {
        ...(invoice as NonNullable<typeof invoice>),
        vat_rate: 0,
        vat_amount: 0,
        total_amount: invoice?.net_amount as number,
        buyer: {
          name: 'Empresa de Crescimento Sustentável e Inovação Tecnológica Ibérica, S.A. — Divisão Norte',
          vatnumber: 'ESB12345674',
          address: ['Calle de Alcalá 123, 4.º izquierda', '28009 Madrid', 'Madrid', 'Spain'],
          email: 'facturas@example.test',
        },
      },
      { brandName: 'Acorn' },
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/Count 1');
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
  });
});
