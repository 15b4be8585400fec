/** The subscription tiers: their list and their cards. */
export { usePackages } from './api/get-packages';
export { PackageList } from './components/package-list';
