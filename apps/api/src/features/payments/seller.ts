import type { InvoiceParty } from '@acorn/db';
import type { Config } from '../../config';

/** What invoices and transfer details need from the configuration: who sells, and how to pay them. */
export interface BillingContext {
  brandName: string;
  contactEmail: string;
  seller: Config['seller'];
}

export const billingContext = (config: Config): BillingContext => ({
  brandName: config.brandName,
  contactEmail: config.contactEmail,
  seller: config.seller,
});

export function sellerParty(billing: BillingContext): InvoiceParty {
  return {
    name: billing.brandName,
    legalName: billing.seller.legalName,
    vatnumber: billing.seller.vatNumber,
    address: [...billing.seller.address],
    email: billing.contactEmail,
  };
}
