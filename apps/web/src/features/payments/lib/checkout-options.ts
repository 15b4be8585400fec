import {
  allowedPaymentOptions,
  type PaymentOption,
  periodPrice,
  type SubscriptionType,
  type VatBreakdown,
  vatBreakdown,
  vatRateForCountry,
} from '@acorn/contracts';

/** The package modal opens on Annual with Credit chosen (accounts spec §2). */
export const DEFAULT_PERIOD: SubscriptionType = 'annual';
export const DEFAULT_PAYMENT_OPTION: PaymentOption = 'Credit';

/** The order the options are listed in. */
const OPTION_ORDER: readonly PaymentOption[] = ['Credit', 'Debit', 'Bank'];

export interface CheckoutQuote {
  /** The period's price in euros, VAT excluded. */
  price: number;
  /** What the buyer pays: net, the VAT of their country, total. */
  amounts: VatBreakdown;
  /**
   * Credit always; Direct Debit below 10000 euros; Bank Transfer from 10000 (spec §5). Only Bank
   * where the deployment takes no card payments.
   */
  options: PaymentOption[];
}

export function checkoutQuote(
  pkg: { monthly_cost: number; yearly_cost: number },
  period: SubscriptionType,
  countryId: number | null | undefined,
  cardPayments = true,
): CheckoutQuote {
  const price = periodPrice(pkg, period);
  const allowed = allowedPaymentOptions(price, cardPayments);
  return {
    price,
    amounts: vatBreakdown(price, vatRateForCountry(countryId)),
    options: OPTION_ORDER.filter((option) => allowed.includes(option)),
  };
}

/**
 * The chosen option while the period allows it; else the first allowed one (Credit, e.g. after
 * Bank then Monthly; Bank where no card payments are taken).
 */
export function keepPaymentOption(current: PaymentOption, options: readonly PaymentOption[]): PaymentOption {
  return options.includes(current) ? current : (options[0] ?? DEFAULT_PAYMENT_OPTION);
}

/** Bank transfers are registered here (bankPost); cards and direct debits go to the hosted checkout. */
export const isBankTransfer = (option: PaymentOption) => option === 'Bank';

/** The 'Continue To Pay' button's label while the purchase is sent (spec §4). */
export const submittingLabelKey = (option: PaymentOption) =>
  isBankTransfer(option) ? 'checkout.submittingBank' : 'checkout.redirecting';
