/** What other features use of payments: the package checkout. */

export { Billing } from './components/billing';
export { PackageCheckoutModal } from './components/package-checkout-modal';
export { PlanChooser } from './components/plan-chooser';
