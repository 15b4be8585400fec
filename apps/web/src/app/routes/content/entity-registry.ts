import type { Feature } from '@acorn/contracts';
import type { EntityDefinition } from '../../../components/entity-form/entity-fields';

/** An entity the form engine creates and edits: its name and tier here, its form loaded when opened. */
export interface EntityEntry {
  name: string;
  feature: Feature;
  load: () => Promise<EntityDefinition>;
}

/** Each definition loads with its own page, so no type's fields and schema weigh on another's form. */
const entry = (name: string, feature: Feature, load: () => Promise<EntityDefinition>): EntityEntry => {
  let loaded: Promise<EntityDefinition> | undefined;
  return { name, feature, load: () => (loaded ??= load()) };
};

/** Every entity the form engine creates and edits, in the order the create bar offers them. */
export const ENTITIES: readonly EntityEntry[] = [
  entry('offer', 'LOG_MARKET_FEATURE', () =>
    import('../../../features/market/entities').then((m) => m.marketEntity('offer')),
  ),
  entry('opportunity', 'LOG_MARKET_FEATURE', () =>
    import('../../../features/market/entities').then((m) => m.marketEntity('opportunity')),
  ),
  entry('campaign', 'CAMPAIGNS_FEATURE', () =>
    import('../../../features/campaigns/entities').then((m) => m.campaignEntity),
  ),
  entry('protocol', 'PROTOCOLS_FEATURE', () =>
    import('../../../features/protocols/entities').then((m) => m.protocolEntity),
  ),
  entry('sampling', 'SAMPLING_FEATURE', () =>
    import('../../../features/samplings/entities').then((m) => m.samplingEntity),
  ),
  entry('post', 'CONTENTS_BLOG_FEATURE', () =>
    import('../../../features/posts/entities').then((m) => m.postEntity),
  ),
  entry('advisor', 'ADVISOR_FEATURE', () =>
    import('../../../features/advisors/entities').then((m) => m.advisorEntity),
  ),
];

export const entityNamed = (name: string | undefined) => ENTITIES.find((entity) => entity.name === name);

/** Starts loading the address's entity definition alongside the page's code (the create and edit routes' loader). */
export function entityLoader({ params }: { params: { entity?: string } }) {
  entityNamed(params.entity)
    ?.load()
    .catch(() => undefined);
  return null;
}
