import { CONTENT_TYPE_FEATURES, type Feature } from '@acorn/contracts';
import { advisorListingType } from '../features/advisor-listings';
import { campaignType } from '../features/campaigns';
import type { ContentEntity, ContentTypeDescriptor, EntityEntry } from '../features/content';
import { marketType } from '../features/market';
import type { ContentMenuLink } from '../features/navigation';
import { postType } from '../features/posts';
import { protocolType } from '../features/protocols';
import { samplingType } from '../features/samplings';

/**
 * Every content type of the web app, each defined once in its feature's `content-type.ts`; the
 * router's pages, the entity registry, the create bar, the menu and the translation namespaces
 * are read from this list. The order is the create bar's.
 */
export const CONTENT_TYPES: readonly ContentTypeDescriptor[] = [
  marketType,
  campaignType,
  protocolType,
  samplingType,
  postType,
  advisorListingType,
];

/** The types' translation namespaces (each type's is its name). */
export const CONTENT_NAMESPACES = CONTENT_TYPES.map((type) => type.name);

/** An entity the form engine creates and edits, with its type's tier feature and namespace. */
export interface EntityOfType extends EntityEntry {
  feature: Feature;
  namespace: string;
}

/** Loads an entity's form once, however often the create bar and the page ask for it. */
function once(load: () => Promise<ContentEntity>): () => Promise<ContentEntity> {
  let loaded: Promise<ContentEntity> | undefined;
  return () => (loaded ??= load());
}

/** Every entity the form engine creates and edits, in the order the create bar offers them. */
export const ENTITIES: readonly EntityOfType[] = CONTENT_TYPES.flatMap((type) =>
  type.entities.map((entity) => ({
    name: entity.name,
    load: once(entity.load),
    feature: CONTENT_TYPE_FEATURES[entity.name],
    namespace: type.name,
  })),
);

/** The types' links of the participant menu, each opened by its type's tier feature unless it names another. */
export const CONTENT_MENU: readonly ContentMenuLink[] = CONTENT_TYPES.flatMap((type) =>
  // A type's entities share its tier feature (the market's offer and opportunity too).
  type.menu.map((link) => ({ feature: CONTENT_TYPE_FEATURES[type.entities[0].name], ...link })),
);
