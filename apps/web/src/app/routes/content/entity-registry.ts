import type { EntityDefinition } from '../../../components/entity-form/entity-fields';
import { marketEntities } from '../../../features/market';

/** Every entity the form engine creates and edits, in the order the create bar offers them. */
export const ENTITIES: readonly EntityDefinition[] = [...marketEntities];

export const entityNamed = (name: string | undefined) => ENTITIES.find((entity) => entity.name === name);
