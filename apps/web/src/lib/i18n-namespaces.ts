/** Every namespace under public/assets/i18n. */
export const NAMESPACES = [
  'common',
  'errors',
  'pages',
  'home',
  'accounts',
  'validation',
  'forms',
  'advisor-payments',
  'admin',
  'profiles',
  'onboarding',
  'payments',
  'content',
  'market',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell and every page need (header, footer, error pages, field messages, the form kit's
 * labels and notices): loaded at start.
 */
export const SHELL_NAMESPACES: Namespace[] = ['common', 'errors', 'validation', 'forms'];
