import { z } from 'zod/mini';
import { intSchema, listResponseSchema } from './common';
import { BANK_TRANSFER_THRESHOLD } from './constants';
import { VALIDATION_CODES as V } from './validation';

/** Subscription periods a package is sold for (spec §9). */
export const SUBSCRIPTION_TYPES = ['annual', 'monthly'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Credit card, SEPA Direct Debit, bank transfer (spec §9). */
export const PAYMENT_OPTIONS = ['Credit', 'Debit', 'Bank'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const VAT_COUNTRY_IDS = { portugal: 152, spain: 179 } as const;

/**
 * VAT in percent by the buyer's country (users.country_id): Portugal 23, Spain 21, otherwise 0.
 * The same rate applies to every payment option and to the invoice.
 */
export const VAT_RATES: Readonly<Record<number, number>> = {
  [VAT_COUNTRY_IDS.portugal]: 23,
  [VAT_COUNTRY_IDS.spain]: 21,
};

export function vatRateForCountry(countryId: number | null | undefined): number {
  return countryId == null ? 0 : (VAT_RATES[countryId] ?? 0);
}

/**
 * Bank only from the threshold on, Direct Debit only below it, Credit always (spec §5). A
 * deployment without card payments takes bank transfers at any price.
 */
export function allowedPaymentOptions(price: number, cardPayments = true): PaymentOption[] {
  if (!cardPayments) return ['Bank'];
  return price >= BANK_TRANSFER_THRESHOLD ? ['Credit', 'Bank'] : ['Credit', 'Debit'];
}

/** The chosen period's price of a package, in euros excluding VAT. */
export function periodPrice(pkg: { monthly_cost: number; yearly_cost: number }, period: SubscriptionType) {
  return period === 'annual' ? pkg.yearly_cost : pkg.monthly_cost;
}

export interface VatBreakdown {
  net: number;
  vatRate: number;
  vat: number;
  total: number;
  /** The total in cents, as card and debit providers take it. */
  totalCents: number;
}

/** Net, VAT and total in euros, computed in whole cents so they always add up. */
export function vatBreakdown(net: number, vatRate: number): VatBreakdown {
  const netCents = Math.round(net * 100);
  const vatCents = Math.round((netCents * vatRate) / 100);
  const totalCents = netCents + vatCents;
  return { net: netCents / 100, vatRate, vat: vatCents / 100, total: totalCents / 100, totalCents };
}

/** What the payments API answers in `success`. */
export const PAYMENT_MESSAGES = {
  bankTransferRegistered: 'Bank transfer registered',
} as const;

const checkoutInputShape = {
  /** Ignored: the subscription is always for the signed-in caller. */
  user_id: z.optional(z.union([z.number(), z.string()])),
  /** Package id. */
  id: intSchema({ message: V.packageRequired }),
  substype: z.enum(SUBSCRIPTION_TYPES, { error: V.subscriptionTypeRequired }),
};

/** POST /api/stripePost: card (Credit) or SEPA Direct Debit (Debit) through hosted checkout. */
export const stripePostInputSchema = z.object({
  ...checkoutInputShape,
  payoption: z._default(z.enum(PAYMENT_OPTIONS, { error: V.paymentOptionRequired }), 'Credit'),
});
export type StripePostInput = z.infer<typeof stripePostInputSchema>;

/** POST /api/bankPost: a bank transfer, confirmed later by the operator. */
export const bankPostInputSchema = z.object({
  ...checkoutInputShape,
  payoption: z._default(z.enum(PAYMENT_OPTIONS, { error: V.paymentOptionRequired }), 'Bank'),
});
export type BankPostInput = z.infer<typeof bankPostInputSchema>;

export const stripePostResponseSchema = z.object({
  /** Checkout session id (`cs_...`). */
  sessionid: z.string(),
  /** Where the browser goes to pay: the provider's hosted page, or the built-in test checkout. */
  url: z.string(),
});
export type StripePostResponse = z.infer<typeof stripePostResponseSchema>;

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'payment_failed', 'expired', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the /bank-transfer screen shows. Amounts in euros. */
export const bankTransferDetailsSchema = z.object({
  subscription_id: z.int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  package: z.object({ id: z.int(), name: z.string() }),
  substype: z.enum(SUBSCRIPTION_TYPES),
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank_name: z.string(),
  /** To be written in the transfer so the operator can match it. */
  reference: z.string(),
  currency: z.string(),
  net_amount: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  total_amount: z.number(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

export const bankPostResponseSchema = z.object({
  success: z.string(),
  data: bankTransferDetailsSchema,
});
export type BankPostResponse = z.infer<typeof bankPostResponseSchema>;

export const bankTransferResponseSchema = z.object({ data: bankTransferDetailsSchema });

/** GET /api/paymentSuccessTaffiliate: drives the purchase (or no-purchase) tracking call. */
export const paymentResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('payment-done'),
    subscription_id: z.int(),
    /** Euros including VAT. */
    stripe_order_amount: z.number(),
    stripe_customer_id: z.nullable(z.string()),
  }),
  z.object({ status: z.literal('payment-pending') }),
  z.object({ status: z.literal('no-payment') }),
]);
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const paymentResultQuerySchema = z.object({
  /** The checkout session the browser came back from (success_url carries it). */
  session_id: z.optional(z.string().check(z.regex(/^cs_[A-Za-z0-9_-]{1,200}$/))),
});

export const invoiceSummarySchema = z.object({
  id: z.int(),
  number: z.string(),
  issued_at: z.iso.datetime({ offset: true }),
  period_start: z.iso.datetime({ offset: true }),
  period_end: z.iso.datetime({ offset: true }),
  description: z.string(),
  currency: z.string(),
  net_amount: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  total_amount: z.number(),
  /** Authenticated download (send the bearer token). */
  download_url: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceListResponseSchema = listResponseSchema(invoiceSummarySchema);
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** Changes of plan (decision 045): same period, another package. */
export const PLAN_CHANGE_KINDS = ['upgrade', 'downgrade', 'cancel'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];
export const PLAN_CHANGE_STATUSES = ['pending', 'scheduled', 'applied', 'undone'] as const;

/** GET /api/billing/change-quote?package_id= */
export const planChangeQuoteQuerySchema = z.object({ package_id: intSchema() });

/** POST /api/billing/change: another package, or `cancel: true` to end at the period end. */
export const planChangeInputSchema = z.union([
  z.object({ package_id: intSchema() }),
  z.object({ cancel: z.literal(true) }),
]);
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

const moneySchema = z.object({
  net_amount: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  total_amount: z.number(),
  currency: z.string(),
});

export const planChangeQuoteSchema = z.object({
  kind: z.enum(PLAN_CHANGE_KINDS),
  package: z.object({ id: z.int(), name: z.string() }),
  /** When it takes effect: now for an upgrade, the end of the paid period otherwise. */
  effective_at: z.iso.datetime({ offset: true }),
  /** An upgrade's prorated charge now (0 for the others). */
  charge: moneySchema,
  /** What each period costs from then on. */
  next_amount: moneySchema,
});
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

export const planChangeSchema = z.object({
  id: z.int(),
  kind: z.enum(PLAN_CHANGE_KINDS),
  status: z.enum(PLAN_CHANGE_STATUSES),
  package: z.nullable(z.object({ id: z.int(), name: z.string() })),
  effective_at: z.iso.datetime({ offset: true }),
  charge: moneySchema,
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** What the billing page shows. */
export const billingSummarySchema = z.object({
  subscription: z.nullable(
    z.object({
      id: z.int(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      package: z.object({ id: z.int(), name: z.string() }),
      substype: z.enum(SUBSCRIPTION_TYPES),
      payment_option: z.enum(PAYMENT_OPTIONS),
      current_period_start: z.nullable(z.iso.datetime({ offset: true })),
      current_period_end: z.nullable(z.iso.datetime({ offset: true })),
      /** The next period's price with VAT; null when nothing renews (cancelled, no renewal). */
      next_amount: z.nullable(moneySchema),
      /** A card or debit member can change the card through the provider. */
      can_change_card: z.boolean(),
    }),
  ),
  /** A scheduled downgrade or cancellation, or an upgrade waiting for its bank transfer. */
  open_change: z.nullable(planChangeSchema),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const planChangeResponseSchema = z.object({
  data: planChangeSchema,
  /** An upgrade by bank transfer: what to transfer and where. */
  transfer: z.optional(bankTransferDetailsSchema),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponseSchema>;

/** POST /api/billing/card: where the browser goes to change the card. */
export const changeCardResponseSchema = z.object({ url: z.string() });
