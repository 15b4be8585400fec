/** Every namespace under public/assets/i18n. */
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
export type Namespace = (typeof NAMESPACES)[number];

/** What the shell and every page need (header, footer, error pages, field messages): loaded at start. */
export const SHELL_NAMESPACES: Namespace[] = ['common', 'errors', 'validation'];
