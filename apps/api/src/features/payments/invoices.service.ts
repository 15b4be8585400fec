import { type InvoiceSummary, type ListMeta, vatBreakdown } from '@acorn/contracts';
import {
  companyProfiles,
  countries,
  type Db,
  type InvoiceLine,
  type InvoiceParty,
  invoiceSequences,
  invoices,
  packages,
  type subscriptions,
  users,
} from '@acorn/db';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { type PageWindow, readListPage } from '../../lib/pagination';
import { preparedPerDatabase } from '../../lib/prepared';
import type { Tx } from './db-types';
import { renderInvoicePdf } from './invoice-pdf';
import { presentInvoicePdf, presentInvoiceSummary } from './payments.presenter';
import { formatDate, periodLabel } from './periods';
import { type BillingContext, sellerParty } from './seller';

type SubscriptionRow = (typeof subscriptions)['$inferSelect'];
export type InvoiceRow = (typeof invoices)['$inferSelect'];

export interface Period {
  start: Date;
  end: Date;
}

/** ACN-2026-000042: the year of issue and that year's gapless sequence. */
export const invoiceNumber = (year: number, sequence: number) =>
  `ACN-${year}-${String(sequence).padStart(6, '0')}`;

const nonEmpty = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The buyer as the invoice names it: the company's billing details, else the account holder. */
function buyerParty(
  user: Pick<(typeof users)['$inferSelect'], 'name' | 'email'>,
  company: (typeof companyProfiles)['$inferSelect'] | null,
  countryName: string | null,
): InvoiceParty {
  const cityLine = [company?.postal_code, company?.city].filter(nonEmpty).join(' ');
  const party: InvoiceParty = {
    name: company?.company_name ?? company?.company_legal_name ?? user.name ?? user.email,
    address: [company?.address1, company?.address2, cityLine, company?.state, countryName].filter(nonEmpty),
    email: user.email,
  };
  if (company?.company_legal_name) party.legalName = company.company_legal_name;
  if (company?.vatnumber) party.vatnumber = company.vatnumber;
  return party;
}

/**
 * The invoice of one paid period, issued once: an existing invoice for the same subscription
 * and period start is answered as it is. Must run inside the fulfilment's transaction: the
 * year's counter row is incremented under its row lock and rolled back with everything else,
 * so numbers are gapless and never repeat, however many payments arrive at once.
 */
export async function issueInvoice(options: {
  tx: Tx;
  subscription: SubscriptionRow;
  period: Period;
  billing: BillingContext;
  issuedAt?: Date;
  /** Another amount than the period's price (a prorated change of plan), with its own lines. */
  charge?: { net: number; lines: InvoiceLine[] };
}): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const { tx, subscription, period, billing } = options;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscription_id, subscription.id), eq(invoices.period_start, period.start)))
    .limit(1);
  if (existing) return { invoice: existing, created: false };

  const [buyer] = await tx
    .select({
      user: { name: users.name, email: users.email },
      company: companyProfiles,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(countries, eq(countries.id, companyProfiles.country_id))
    .where(eq(users.id, subscription.user_id));
  const [pkg] = await tx
    .select({ name: packages.name })
    .from(packages)
    .where(eq(packages.id, subscription.package_id));
  if (!buyer || !pkg) throw new Error(`Subscription ${subscription.id} has no user or package`);

  const issuedAt = options.issuedAt ?? new Date();
  const year = issuedAt.getUTCFullYear();
  const [counter] = await tx
    .insert(invoiceSequences)
    .values({ year, last_number: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { last_number: sql`${invoiceSequences.last_number} + 1` },
    })
    .returning({ sequence: invoiceSequences.last_number });
  if (!counter) throw new Error('The invoice counter answered no row');

  const amounts = vatBreakdown(options.charge?.net ?? subscription.net_amount, subscription.vat_rate);
  const label = periodLabel(subscription.period === 'annual' ? 'annual' : 'monthly');
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, counter.sequence),
      year,
      sequence: counter.sequence,
      user_id: subscription.user_id,
      subscription_id: subscription.id,
      period_start: period.start,
      period_end: period.end,
      issued_at: issuedAt,
      seller: sellerParty(billing),
      buyer: buyerParty(buyer.user, buyer.company, buyer.countryName),
      lines: options.charge?.lines ?? [
        {
          description: `${pkg.name} subscription, ${label} (${formatDate(period.start)} – ${formatDate(period.end)})`,
          quantity: 1,
          unitAmount: amounts.net,
          amount: amounts.net,
        },
      ],
      net_amount: amounts.net,
      vat_rate: amounts.vatRate,
      vat_amount: amounts.vat,
      total_amount: amounts.total,
      currency: subscription.currency,
    })
    .returning();
  if (!invoice) throw new Error('The invoice insert answered no row');
  return { invoice, created: true };
}

const invoicePage = preparedPerDatabase('list_invoices', (db, name) =>
  db
    .select({ ...getTableColumns(invoices), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(invoices)
    .where(eq(invoices.user_id, sql.placeholder('userId')))
    .orderBy(desc(invoices.issued_at), desc(invoices.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** The user's invoices, newest first; one query answers the page and the total. */
export async function listInvoices(options: {
  db: Db;
  userId: number;
  window: PageWindow;
}): Promise<{ data: InvoiceSummary[]; meta: ListMeta }> {
  const { db, userId, window } = options;
  return readListPage(
    window,
    (page) => invoicePage(db).execute({ userId, limit: page.limit, offset: page.offset }),
    ({ total: _total, ...row }) => presentInvoiceSummary(row),
  );
}

const pdfKey = (invoice: InvoiceRow) => `invoices/${invoice.year}/${invoice.number}.pdf`;

/**
 * The invoice PDF, for its owner only (anyone else gets the same 404 as a missing invoice).
 * Rendered on the first download and kept in private storage; rendered again if the stored
 * copy is gone (the row holds everything the document shows).
 */
export async function getInvoicePdf(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  invoiceId: number;
  brandName: string;
}): Promise<{ data: Buffer; disposition: string }> {
  const { db, storage, userId, invoiceId } = options;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.user_id, userId)))
    .limit(1);
  if (!invoice) throw new AppError({ code: 'invoice_not_found' });
  if (invoice.pdf_storage_key) {
    const stored = await storage.get(invoice.pdf_storage_key, 'private');
    if (stored) return presentInvoicePdf(invoice, stored.data);
  }
  const data = await renderInvoicePdf(invoice, { brandName: options.brandName });
  const key = pdfKey(invoice);
  await storage.put(key, data, { visibility: 'private', contentType: 'application/pdf' });
  if (invoice.pdf_storage_key !== key) {
    await db.update(invoices).set({ pdf_storage_key: key }).where(eq(invoices.id, invoice.id));
  }
  return presentInvoicePdf(invoice, data);
}
