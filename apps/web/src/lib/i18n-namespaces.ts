/** Every namespace under public/assets/i18n; all load up front (they are small), so no screen waits on one. */
export const NAMESPACES = [
  'common',
  'errors',
  'pages',
  'home',
  'accounts',
  'validation',
  'advisorPayments',
  'admin',
  'profile',
  'onboarding',
  'payments',
] as const;
