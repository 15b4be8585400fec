import {
  type BankTransferDetails,
  type InvoiceSummary,
  type PaymentResult,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  vatBreakdown,
} from '@acorn/contracts';
import type { invoices, packages, subscriptions } from '@acorn/db';
import type { BillingContext } from './seller';

type InvoiceRow = (typeof invoices)['$inferSelect'];
type SubscriptionRow = (typeof subscriptions)['$inferSelect'];
type PackageRow = (typeof packages)['$inferSelect'];

const invoicePdfPath = (id: number) => `/api/invoices/${id}/pdf`;

/** The reference the payer writes in the transfer, so the operator can match it to the purchase. */
export const transferReference = (subscriptionId: number) => `ACORN-${subscriptionId}`;

const asStatus = (status: string): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'pending';

export function presentInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    issued_at: row.issued_at.toISOString(),
    period_start: row.period_start.toISOString(),
    period_end: row.period_end.toISOString(),
    description: row.lines.map((line) => line.description).join('; '),
    currency: row.currency,
    net_amount: row.net_amount,
    vat_rate: row.vat_rate,
    vat_amount: row.vat_amount,
    total_amount: row.total_amount,
    download_url: invoicePdfPath(row.id),
  };
}

/** The PDF as a download named by its invoice number. */
export const presentInvoicePdf = (invoice: Pick<InvoiceRow, 'number'>, data: Buffer) => ({
  data,
  disposition: `attachment; filename="${invoice.number}.pdf"`,
});

/** A paid purchase on the page after checkout: the amount with VAT. */
export const presentPaymentDone = (subscription: SubscriptionRow): PaymentResult => ({
  status: 'payment-done',
  subscription_id: subscription.id,
  stripe_order_amount: vatBreakdown(subscription.net_amount, subscription.vat_rate).total,
  stripe_customer_id: subscription.stripe_customer_id,
});

export function presentBankTransfer(
  subscription: SubscriptionRow,
  pkg: Pick<PackageRow, 'id' | 'name'>,
  billing: BillingContext,
): BankTransferDetails {
  const amounts = vatBreakdown(subscription.net_amount, subscription.vat_rate);
  return {
    subscription_id: subscription.id,
    status: asStatus(subscription.status),
    package: { id: pkg.id, name: pkg.name },
    substype: subscription.period === 'annual' ? 'annual' : 'monthly',
    beneficiary: billing.seller.legalName,
    iban: billing.seller.iban,
    bic: billing.seller.bic,
    bank_name: billing.seller.bankName,
    reference: transferReference(subscription.id),
    currency: subscription.currency,
    net_amount: amounts.net,
    vat_rate: amounts.vatRate,
    vat_amount: amounts.vat,
    total_amount: amounts.total,
  };
}
