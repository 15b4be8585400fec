import type { Feature } from '@acorn/contracts';
import type { EntityDefinition } from '../../../components/entity-form/entity-fields';
import { loadAdvisorEntity } from '../../../features/advisors/lazy';
import { loadCampaignEntity } from '../../../features/campaigns/lazy';
import { loadMarketEntity } from '../../../features/market/lazy';
import { loadPostEntity } from '../../../features/posts/lazy';
import { loadProtocolEntity } from '../../../features/protocols/lazy';
import { loadSamplingEntity } from '../../../features/samplings/lazy';

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
  entry('offer', 'LOG_MARKET_FEATURE', () => loadMarketEntity('offer')),
  entry('opportunity', 'LOG_MARKET_FEATURE', () => loadMarketEntity('opportunity')),
  entry('campaign', 'CAMPAIGNS_FEATURE', loadCampaignEntity),
  entry('protocol', 'PROTOCOLS_FEATURE', loadProtocolEntity),
  entry('sampling', 'SAMPLING_FEATURE', loadSamplingEntity),
  entry('post', 'CONTENTS_BLOG_FEATURE', loadPostEntity),
  entry('advisor', 'ADVISOR_FEATURE', loadAdvisorEntity),
];

export const entityNamed = (name: string | undefined) => ENTITIES.find((entity) => entity.name === name);

/** Starts loading the address's entity definition alongside the page's code (the create and edit routes' loader). */
export function entityLoader({ params }: { params: { entity?: string } }) {
  entityNamed(params.entity)
    ?.load()
    .catch(() => undefined);
  return null;
}
