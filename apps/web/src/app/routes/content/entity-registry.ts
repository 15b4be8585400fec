import { ENTITIES } from '../../content-types';

export const entityNamed = (name: string | undefined) => ENTITIES.find((entity) => entity.name === name);

/** Starts loading the address's entity definition alongside the page's code (the create and edit routes' loader). */
export function entityLoader({ params }: { params: { entity?: string } }) {
  entityNamed(params.entity)
    ?.load()
    .catch(() => undefined);
  return null;
}
