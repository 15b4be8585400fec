/** The subscription tiers: their list and their cards. */
export { packagesQueryOptions, usePackages } from './api/get-packages';
export { PackageList } from './components/package-list';
