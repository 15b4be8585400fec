import { ENTITIES } from '../../content-types';

export const entityNamed = (name: string | undefined) => ENTITIES.find((entity) => entity.name === name);

/** Starts loading the address's entity definition alongside the page's code (the create and edit routes). */
export const prefetchEntity = async ({ params }: { params: { entity?: string } }): Promise<unknown> =>
  entityNamed(params.entity)?.load();
