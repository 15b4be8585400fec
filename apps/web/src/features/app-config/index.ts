/** The deployment's public settings (brand, contact, sign-in providers) and the page title they name. */
export { primeAppConfig, useAppConfig, waitForAppConfig } from './api/get-app-config';
export { useBrandName } from './hooks/use-brand-name';
export { usePageTitle } from './hooks/use-page-title';
