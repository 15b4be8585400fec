import { Container } from '@mantine/core';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { EntityForm, FeatureGate } from '../../../features/content';
import { parseRouteId } from '../../../lib/route-id';
import type { EntityOfType } from '../../content-types';
import { entityNamed } from './entity-registry';

/** The entity's form once its definition has loaded (the page's loader shows until then). */
function LoadedEntityForm({ entry, id, viewerId }: { entry: EntityOfType; id?: number; viewerId: number }) {
  const definition = use(entry.load());
  return (
    <EntityForm
      name={entry.name}
      namespace={entry.namespace}
      definition={definition}
      id={id}
      viewerId={viewerId}
      fallbackPath={paths.feed()}
      failurePath={paths.feed()}
    />
  );
}

/**
 * /create/{entity} and /edit/{entity}/{id}: the form engine for the entity named in the address;
 * an unknown entity (or id) goes to the feed (content-community spec §2).
 */
export function EntityPage() {
  const { entity: name, id: rawId } = useParams();
  const { t } = useTranslation('content');
  const user = useSignedInUser();
  const entry = entityNamed(name);
  const id = rawId === undefined ? undefined : parseRouteId(rawId);
  const editing = rawId !== undefined;
  usePageTitle(entry ? t(`entities.${entry.name}.${editing ? 'edit' : 'create'}`) : '');

  if (!entry || (editing && id === undefined)) return <Navigate to={paths.feed()} replace />;
  return (
    <Container size="md">
      <FeatureGate feature={entry.feature}>
        <Suspense fallback={<PageLoader />}>
          <LoadedEntityForm
            key={`${entry.name}-${rawId ?? 'new'}`}
            entry={entry}
            id={id}
            viewerId={user.id}
          />
        </Suspense>
      </FeatureGate>
    </Container>
  );
}
