import type { Feature } from './constants';

/**
 * What the API and the web app both know of a content type (DESIGN §3b). Each type is one entry
 * of CONTENT_TYPE_DESCRIPTORS and every shared list of types derives from it: CONTENT_TYPES and
 * its schema, the feed's tabs, the tier features, the item pages, the plain-text descriptions,
 * the database's check of `content_items.type`. Plain data, no schema: the web's first load
 * reads it.
 */
export interface ContentTypeDescriptor {
  /** The type's one name: `item_type` in every answer, moderation's `type`, the stored type. */
  type: string;
  /** The feed's tab that lists it (`/api/feed?type=`), and where that tab shows among the type tabs. */
  feedTab: string;
  feedTabPosition: number;
  /** The tier feature that opens it (DESIGN §4): its pages, its calls, a Want or a message about its items. */
  feature: Feature;
  /** Its item's page in the web app, before the id: the feed's View more, the links in mails. */
  itemPage: string;
  /**
   * Its description is plain text, stored as typed and always shown as text (a giveaway's text, a
   * campaign's product and advantage); otherwise rich text, stored sanitized and shown as HTML.
   */
  plainDescription: boolean;
}

/** Every content type, in the order of CONTENT_TYPES (its schema's enum, moderation's filter). */
export const CONTENT_TYPE_DESCRIPTORS = [
  {
    type: 'offer',
    feedTab: 'offers',
    feedTabPosition: 1,
    feature: 'LOG_MARKET_FEATURE',
    itemPage: '/20-log-market/iws',
    plainDescription: false,
  },
  {
    type: 'opportunity',
    feedTab: 'opportunities',
    feedTabPosition: 2,
    feature: 'LOG_MARKET_FEATURE',
    itemPage: '/20-log-market/iwb',
    plainDescription: false,
  },
  {
    type: 'campaign',
    feedTab: 'campaigns',
    feedTabPosition: 3,
    feature: 'CAMPAIGNS_FEATURE',
    itemPage: '/campaign',
    plainDescription: true,
  },
  {
    type: 'post',
    feedTab: 'posts',
    feedTabPosition: 5,
    feature: 'CONTENTS_BLOG_FEATURE',
    itemPage: '/post',
    plainDescription: false,
  },
  {
    type: 'sampling',
    feedTab: 'samplings',
    feedTabPosition: 6,
    feature: 'SAMPLING_FEATURE',
    itemPage: '/iwsb/sampling',
    plainDescription: true,
  },
  {
    type: 'protocol',
    feedTab: 'protocols',
    feedTabPosition: 7,
    feature: 'PROTOCOLS_FEATURE',
    itemPage: '/iwsb/protocol',
    plainDescription: false,
  },
  {
    type: 'advisor',
    feedTab: 'advisors',
    feedTabPosition: 4,
    feature: 'ADVISOR_FEATURE',
    itemPage: '/iwsb/advisor',
    plainDescription: false,
  },
] as const satisfies readonly ContentTypeDescriptor[];

type Descriptors = typeof CONTENT_TYPE_DESCRIPTORS;
export type ContentType = Descriptors[number]['type'];
export type ContentTypeFeedTab = Descriptors[number]['feedTab'];

/** The names of a tuple of descriptors, as a tuple. */
type NamesOf<T extends readonly ContentTypeDescriptor[]> = {
  readonly [K in keyof T]: T[K] extends { type: infer Name } ? Name : never;
};

/** Each type's name, in the descriptors' order (a tuple, so a schema's enum keeps it). */
export const CONTENT_TYPES = CONTENT_TYPE_DESCRIPTORS.map(
  (descriptor) => descriptor.type,
) as unknown as NamesOf<Descriptors>;

/** The descriptor of `type`. */
export const contentTypeDescriptor = (type: ContentType): ContentTypeDescriptor =>
  CONTENT_TYPE_DESCRIPTORS.find((descriptor) => descriptor.type === type) as ContentTypeDescriptor;

/** The web app's route of `type`'s item page (`/post/:id`): its `itemPage` and the id. */
export const itemPageRoute = (type: ContentType): string => `${contentTypeDescriptor(type).itemPage}/:id`;

/** The tier feature that opens each type: a member whose tier lacks it sees the type locked, and the server refuses its calls. */
export const CONTENT_TYPE_FEATURES = Object.fromEntries(
  CONTENT_TYPE_DESCRIPTORS.map((descriptor) => [descriptor.type, descriptor.feature]),
) as Readonly<Record<ContentType, Feature>>;

/** Whether the type's description is plain text (`plainDescription`): the API and the web both read it, so the two never disagree. */
export const hasPlainDescription = (type: ContentType): boolean =>
  contentTypeDescriptor(type).plainDescription;
