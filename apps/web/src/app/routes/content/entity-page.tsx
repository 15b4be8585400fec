import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { EntityForm } from '../../../components/entity-form/entity-form';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { parseRouteId } from '../../route-id';
import { entityNamed } from './entity-registry';
import { LazyFeatureUpgrade as FeatureUpgrade } from './lazy-feature-upgrade';

/**
 * /create/{entity} and /edit/{entity}/{id}: the form engine for the entity named in the address;
 * an unknown entity (or id) goes to the feed (content-community spec §2).
 */
export function EntityPage() {
  const { entity: name, id: rawId } = useParams();
  const { t } = useTranslation('content');
  const user = useSignedInUser();
  const definition = entityNamed(name);
  const id = rawId === undefined ? undefined : parseRouteId(rawId);
  const editing = rawId !== undefined;
  usePageTitle(definition ? t(`entities.${definition.name}.${editing ? 'edit' : 'create'}`) : '');

  if (!definition || (editing && id === undefined)) return <Navigate to={paths.feed()} replace />;
  const allowed = user.subscription?.available_features.includes(definition.feature) ?? false;
  return (
    <Container size="md">
      {allowed ? (
        <EntityForm
          key={`${definition.name}-${rawId ?? 'new'}`}
          definition={definition}
          id={id}
          viewerId={user.id}
          fallbackPath={paths.feed()}
          failurePath={paths.feed()}
        />
      ) : (
        <FeatureUpgrade feature={definition.feature} />
      )}
    </Container>
  );
}
