import type { Language } from '@acorn/contracts';

/** A text in each interface language. */
export type Localized = Record<Language, string>;
