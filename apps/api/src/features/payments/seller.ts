import type { InvoiceParty } from '@acorn/db';
import type { Config } from '../../config';

/**
 * The selling company as it appears on invoices and bank-transfer instructions. Fixed here
 * until the operator can edit it (or SELLER_* settings exist); only the brand name is configured.
 */
export const SELLER = {
  legalNameSuffix: 'Growth Network, Lda.',
  /** Portuguese NIF with a valid check digit. */
  vatnumber: 'PT512345678',
  address: ['Avenida da Liberdade 110, 3.º', '1250-146 Lisboa', 'Portugal'],
  bankName: 'Banco Exemplo, S.A.',
  iban: 'PT50000201231234567890154',
  bic: 'ACRNPTPL',
} as const;

/** What invoices and transfer details need from the configuration. */
export interface BillingContext {
  brandName: string;
  contactEmail: string;
}

export const billingContext = (config: Config): BillingContext => ({
  brandName: config.brandName,
  contactEmail: config.contactEmail,
});

export function sellerParty(billing: BillingContext): InvoiceParty {
  return {
    name: billing.brandName,
    legalName: `${billing.brandName} ${SELLER.legalNameSuffix}`,
    vatnumber: SELLER.vatnumber,
    address: [...SELLER.address],
    email: billing.contactEmail,
  };
}

/** IBAN in groups of four, as people copy it. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
