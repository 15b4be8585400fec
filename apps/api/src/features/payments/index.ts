/** What other features and the app use of payments: confirming a bank transfer, its reference, the seller. */
export { transferReference } from './payments.presenter';
export { paymentsRoutes } from './payments.routes';
export { confirmBankTransfer } from './payments.service';
export { applyDueChanges } from './plan-change.service';
export { type BillingContext, billingContext } from './seller';
