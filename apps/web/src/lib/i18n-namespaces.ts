/**
 * Every namespace under public/assets/i18n but the content types': each type's descriptor names
 * its own (`features/<type>/content-type.ts`, listed in app/content-types.ts).
 */
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
  'feed',
  'interest',
  'credentials',
  'reviews',
  'referrals',
  'feedback',
  'notifications',
  'conversations',
  'leads',
  'share',
  'personal-data',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell and every page need (header, footer, error pages, field messages, the form kit's
 * labels and notices): loaded at start.
 */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'errors', 'validation', 'forms'];

/** The build joins the shell's namespaces into one file per language, under this manifest key. */
export const SHELL_BUNDLE = 'shell';
