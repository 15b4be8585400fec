import type { Feature } from '@acorn/contracts';
import { Container } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { parseRouteId } from '../../route-id';
import { FeatureGate } from './feature-gate';

interface Detailed {
  title: string;
  user: { id: number };
}

/** The type's query of one item (its `contentApi().itemQuery`). */
type ItemQuery<Item> = (id: number) => UseQueryOptions<Item, Error, Item, QueryKey>;

function DetailView<Item extends Detailed>({
  query,
  render,
}: {
  query: UseQueryResult<Item>;
  render: (item: Item, isOwner: boolean) => ReactNode;
}) {
  // A visitor (on a page open to them) owns nothing.
  const viewerId = useMe().data?.id;
  const navigate = useNavigate();
  usePageTitle(query.data?.title);
  // Spec §2 and §8: a detail that cannot be read goes to the main route, with no message.
  useEffect(() => {
    if (query.isError) navigate(paths.feed(), { replace: true });
  }, [query.isError, navigate]);
  if (!query.data) return <PageLoader />;
  return render(query.data, query.data.user.id === viewerId);
}

/**
 * A content item's detail page by the id in the address: the tier's upgrade prompt without the
 * feature, a loader while fetching, the feed when the item cannot be read or the id is not one.
 */
export function ContentDetailRoute<Item extends Detailed>({
  feature,
  visitors,
  itemQuery,
  render,
}: {
  feature: Feature;
  /** Signed-out visitors read it too. */
  visitors?: boolean;
  itemQuery: ItemQuery<Item>;
  render: (item: Item, isOwner: boolean) => ReactNode;
}) {
  const id = parseRouteId(useParams().id);
  if (id === undefined) return <Navigate to={paths.feed()} replace />;
  return (
    <Container size="md">
      <FeatureGate feature={feature} visitors={visitors}>
        <ItemOf id={id} itemQuery={itemQuery} render={render} />
      </FeatureGate>
    </Container>
  );
}

function ItemOf<Item extends Detailed>({
  id,
  itemQuery,
  render,
}: {
  id: number;
  itemQuery: ItemQuery<Item>;
  render: (item: Item, isOwner: boolean) => ReactNode;
}) {
  return <DetailView query={useQuery({ ...itemQuery(id), retry: false })} render={render} />;
}
