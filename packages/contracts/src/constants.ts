import { contentTypeDescriptor } from './content-types';
import type { FeedItemType } from './feed';
/** Product-wide constants shared by the API, the web app and the seeds. */

export const LANGUAGES = ['en', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** localStorage key the web app keeps the chosen language under (spec: `lang`). */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const ROLES = { participant: 1, advisor: 2, operator: 3 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];

/** Registration is complete from this step on. */
export const REGISTRATION_COMPLETE_STEP = 4;
export const PAYMENT_FAILED_STATUS = 'Payment nok';

/** Euros, VAT excluded: at this price of the chosen period bank transfer opens and direct debit closes. */
export const BANK_TRANSFER_THRESHOLD = 10000;

/** An operator's reason for activating or deactivating an account (kept in the audit log). */
export const STATUS_REASON_LENGTH = { min: 3, max: 500 } as const;

export const TIERS = { crystal: 1, silver: 2, gold: 3, platinum: 4 } as const;
export type TierId = (typeof TIERS)[keyof typeof TIERS];

export const FEATURES = [
  'REGISTER_FEATURE',
  'REVIEWS_FEATURE',
  'SAMPLING_FEATURE',
  'SCORING_BOARD_FEATURE',
  'PROTOCOLS_FEATURE',
  'CONTENTS_BLOG_FEATURE',
  'CONTENTS_PUBLICATIONS_FEATURE',
  'NEEDS_AND_LEADS_FEATURE',
  'CAMPAIGNS_FEATURE',
  'ADVISOR_FEATURE',
  'LOG_MARKET_FEATURE',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Policy pages every visitor can read; ids are fixed by the spec. */
export const POLICY_PAGES = {
  privacy: { id: 2, slug: 'privacy-policy' },
  terms: { id: 3, slug: 'terms-of-use' },
  cookies: { id: 4, slug: 'cookies-policy' },
  contract: { id: 5, slug: 'participants-terms-of-service' },
} as const;
export const POLICY_PAGE_IDS = [2, 3, 4, 5] as const;

/** Pages that explain how the product works, served as the policy pages are, without PDFs. */
export const HOW_REVIEWS_WORK_PAGE = { id: 6, slug: 'how-reviews-work' } as const;

/** Option lists seeded as reference data; the keys are the stable values sent over the wire. */
export const OPTION_LISTS = [
  'company-size',
  'revenue',
  'functions',
  'seniority',
  'degree-types',
  'fields-of-study',
  'business-case',
] as const;
export type OptionListKey = (typeof OPTION_LISTS)[number];

export const PAGINATION = { defaultPerPage: 10, maxPerPage: 200 } as const;

/**
 * Where an item opens in the web app: a content item's page (its descriptor's `itemPage`), a
 * company's profile; for the feed's View more and the links in mails. Kept with the constants,
 * away from the schemas, so the web's first load does not carry them.
 */
export const itemPagePath = (type: FeedItemType, id: number): string =>
  `${type === 'company' ? '/company' : contentTypeDescriptor(type).itemPage}/${id}`;
