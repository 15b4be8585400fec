/** What other features use of payments: the package checkout. */

export { BillingOverview } from './components/billing-overview';
export { PackageCheckoutModal } from './components/package-checkout-modal';
export { PlanChooser } from './components/plan-chooser';
