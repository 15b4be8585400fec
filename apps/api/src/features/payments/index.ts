/** What other features and the app use of payments: bank-transfer confirmation and the seller. */
export { paymentsRoutes } from './payments.routes';
export { confirmBankTransfer } from './payments.service';
export { type BillingContext, billingContext } from './seller';
