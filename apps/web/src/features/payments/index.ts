/** What other features use of payments: the package checkout. */
export { PackageCheckoutModal } from './components/package-checkout-modal';
