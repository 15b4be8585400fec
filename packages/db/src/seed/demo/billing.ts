import { periodPrice, vatBreakdown, vatRateForCountry } from '@acorn/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../client';
import {
  type InvoiceParty,
  invoiceSequences,
  invoices,
  packages,
  subscriptions,
  type users,
} from '../../schema/index';
import { COUNTRIES } from '../reference/countries';
import type { DemoParticipant, DemoPlan } from './accounts';
import { type DemoAuditEntry, operatorAction } from './audit';
import { addMonths, daysAgo } from './dates';

/** What the account row says of a purchase, as fulfilment and bankPost leave it. */
export function accountPaymentState(
  plan: DemoPlan,
): Pick<typeof users.$inferInsert, 'package_id' | 'payment_status'> {
  return plan.pending
    ? { package_id: null, payment_status: 'Bank transfer pending' }
    : { package_id: plan.tier, payment_status: 'ok' };
}

interface Period {
  start: Date;
  end: Date;
}

/** The paid periods from the plan's start to the one running now, each renewing the last. */
function paidPeriods(plan: DemoPlan, now: Date): Period[] {
  const months = plan.period === 'annual' ? 12 : 1;
  const periods: Period[] = [];
  for (let start = daysAgo(now, plan.startedDaysAgo); start <= now; start = addMonths(start, months)) {
    periods.push({ start, end: addMonths(start, months) });
  }
  return periods;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The buyer as the API's invoices name it (invoices.service.ts): the company's billing details. */
function buyerParty(buyer: DemoParticipant): InvoiceParty {
  const { company } = buyer;
  const country = COUNTRIES.find((item) => item.id === company.country_id)?.name;
  const address = [
    company.address1,
    company.address2,
    `${company.postal_code} ${company.city}`,
    company.state,
  ];
  return {
    name: company.company_name ?? buyer.row.email,
    address: [...address, country].filter((line): line is string => Boolean(line)),
    email: buyer.row.email,
    ...(company.company_legal_name ? { legalName: company.company_legal_name } : {}),
    ...(company.vatnumber ? { vatnumber: company.vatnumber } : {}),
  };
}

type InvoiceDraft = Omit<typeof invoices.$inferInsert, 'number' | 'year' | 'sequence' | 'issued_at'> & {
  issued_at: Date;
};
type InvoiceRow = InvoiceDraft & { number: string; year: number; sequence: number };

/** ACN-2026-000042, as the API numbers invoices (invoices.service.ts). */
const invoiceNumber = (year: number, sequence: number) => `ACN-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * Numbers the invoices in order of issue from the per-year counter, raising it by as many as
 * are issued that year: the counter ends at the highest number, where the API continues.
 */
async function numberInvoices(tx: DbExecutor, drafts: InvoiceDraft[]): Promise<InvoiceRow[]> {
  const byYear = new Map<number, InvoiceDraft[]>();
  for (const draft of [...drafts].sort((a, b) => a.issued_at.getTime() - b.issued_at.getTime())) {
    const year = draft.issued_at.getUTCFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), draft]);
  }
  const rows: InvoiceRow[] = [];
  for (const [year, issued] of byYear) {
    const [counter] = await tx
      .insert(invoiceSequences)
      .values({ year, last_number: issued.length })
      .onConflictDoUpdate({
        target: invoiceSequences.year,
        set: { last_number: sql`${invoiceSequences.last_number} + ${issued.length}` },
      })
      .returning({ last: invoiceSequences.last_number });
    const first = counter!.last - issued.length + 1;
    issued.forEach((draft, index) => {
      rows.push({ ...draft, year, sequence: first + index, number: invoiceNumber(year, first + index) });
    });
  }
  return rows;
}

/**
 * Each buyer's purchase: the subscription behind its tier with an invoice for every paid period
 * (a card or debit subscription renews itself; a bank transfer buys one period, so each year is
 * a purchase the operator confirmed), or a bank transfer still waiting for the operator.
 * Answers the operator's confirmations of the transfers, for the audit log.
 */
export async function seedPurchases(options: {
  tx: DbExecutor;
  buyers: { user: DemoParticipant; id: number }[];
  seller: InvoiceParty;
  now: Date;
}): Promise<DemoAuditEntry[]> {
  const { tx, buyers, seller, now } = options;
  if (buyers.length === 0) return [];
  const tierIds = buyers.map((buyer) => buyer.user.plan.tier);
  const tiers = await tx.select().from(packages).where(inArray(packages.id, tierIds));
  const drafts: InvoiceDraft[] = [];
  const transfers = new Set<number>();

  for (const { user, id } of buyers) {
    const { plan } = user;
    const tier = tiers.find((row) => row.id === plan.tier);
    if (!tier) throw new Error(`Package ${plan.tier} is not seeded`);
    const purchase = {
      user_id: id,
      package_id: tier.id,
      period: plan.period,
      payment_option: plan.option,
      net_amount: periodPrice(tier, plan.period),
      vat_rate: vatRateForCountry(user.company.country_id),
    };
    if (plan.pending) {
      const ordered = daysAgo(now, plan.startedDaysAgo);
      await tx.insert(subscriptions).values({ ...purchase, created_at: ordered, updated_at: ordered });
      continue;
    }
    const periods = paidPeriods(plan, now);
    const terms = plan.option === 'Bank' ? periods.map((period) => [period]) : [periods];
    for (const [index, term] of terms.entries()) {
      const first = term[0]!;
      const last = term.at(-1)!;
      const current = index === terms.length - 1;
      // A transfer is ordered a few days before the money arrives and the operator confirms it.
      const ordered = plan.option === 'Bank' ? daysAgo(first.start, 3) : first.start;
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          ...purchase,
          status: current ? 'active' : 'expired',
          current_period_start: last.start,
          current_period_end: last.end,
          created_at: ordered,
          updated_at: current ? last.start : last.end,
        })
        .returning({ id: subscriptions.id });
      if (plan.option === 'Bank') transfers.add(subscription!.id);
      const amounts = vatBreakdown(purchase.net_amount, purchase.vat_rate);
      for (const period of term) {
        drafts.push({
          user_id: id,
          subscription_id: subscription!.id,
          period_start: period.start,
          period_end: period.end,
          issued_at: period.start,
          seller,
          buyer: buyerParty(user),
          lines: [
            {
              description: `${tier.name} subscription, ${plan.period} (${DATE_FORMAT.format(period.start)} – ${DATE_FORMAT.format(period.end)})`,
              quantity: 1,
              unitAmount: amounts.net,
              amount: amounts.net,
            },
          ],
          net_amount: amounts.net,
          vat_rate: amounts.vatRate,
          vat_amount: amounts.vat,
          total_amount: amounts.total,
        });
      }
    }
  }

  const numbered = await numberInvoices(tx, drafts);
  if (numbered.length > 0) await tx.insert(invoices).values(numbered);
  return numbered
    .filter((invoice) => transfers.has(invoice.subscription_id))
    .map((invoice) =>
      operatorAction(
        'bank_transfer.confirm',
        { type: 'subscription', id: invoice.subscription_id },
        { before: { status: 'pending' }, after: { status: 'active', invoice: invoice.number } },
        invoice.issued_at,
      ),
    );
}
