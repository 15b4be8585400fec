import { advisorsType } from '../features/advisors';
import { campaignsType } from '../features/campaigns';
import type { ContentEntity, ContentTypeDescriptor, EntityEntry } from '../features/content';
import { marketType } from '../features/market';
import type { ContentMenuLink } from '../features/navigation';
import { postsType } from '../features/posts';
import { protocolsType } from '../features/protocols';
import { samplingsType } from '../features/samplings';

/**
 * Every content type of the web app, each defined once in its feature's `content-type.ts`; the
 * router's pages, the entity registry, the create bar, the menu and the translation namespaces
 * are read from this list. The order is the create bar's.
 */
export const CONTENT_TYPES: readonly ContentTypeDescriptor[] = [
  marketType,
  campaignsType,
  protocolsType,
  samplingsType,
  postsType,
  advisorsType,
];

/** The types' translation namespaces (each type's is its name). */
export const CONTENT_NAMESPACES = CONTENT_TYPES.map((type) => type.name);

/** An entity the form engine creates and edits, with its type's tier feature and namespace. */
export interface EntityOfType extends EntityEntry {
  feature: ContentTypeDescriptor['feature'];
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
    feature: type.feature,
    namespace: type.name,
  })),
);

/** The types' links of the participant menu. */
export const CONTENT_MENU: readonly ContentMenuLink[] = CONTENT_TYPES.flatMap((type) => type.menu);
