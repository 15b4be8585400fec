/** Payments: the package checkout, billing, invoices, the bank transfer's details and the outcomes. */

export { BankTransferDetails } from './components/bank-transfer-details';
export { Billing } from './components/billing';
export { InvoiceList } from './components/invoice-list';
export { PackageCheckoutModal } from './components/package-checkout-modal';
export { PaymentDeclined } from './components/payment-declined';
export { PlanChooser } from './components/plan-chooser';
export { Welcome } from './components/welcome';
