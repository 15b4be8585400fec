import type { ContentType, Feature } from '@acorn/contracts';
import { Container, Group } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { SendEmailButton } from '../../../features/interest';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { parseRouteId } from '../../route-id';
import { FeatureGate } from './feature-gate';

interface Detailed {
  id: number;
  title: string;
  user: { id: number; company_name: string | null };
}

/** The type's query of one item (its `contentApi().itemQuery`). */
type ItemQuery<Item> = (id: number) => UseQueryOptions<Item, Error, Item, QueryKey>;

function DetailView<Item extends Detailed>({
  type,
  query,
  render,
}: {
  type: ContentType;
  query: UseQueryResult<Item>;
  render: (item: Item, isOwner: boolean) => ReactNode;
}) {
  // A visitor (on a page open to them) owns nothing.
  const me = useMe().data;
  const viewerId = me?.id;
  const navigate = useNavigate();
  usePageTitle(query.data?.title);
  // Spec §2 and §8: a detail that cannot be read goes to the main route, with no message.
  useEffect(() => {
    if (query.isError) navigate(paths.feed(), { replace: true });
  }, [query.isError, navigate]);
  if (!query.data) return <PageLoader />;
  const item = query.data;
  const isOwner = item.user.id === viewerId;
  // Spec §2's card footer on the page too: a member writes to the owner about the item (a
  // conversation); visitors and read-only accounts only read.
  const canWrite = me !== undefined && !isOwner && !me.isReadOnlyUser;
  return (
    <>
      {render(item, isOwner)}
      {canWrite && (
        <Group mt="lg">
          <SendEmailButton
            itemType={type}
            itemId={item.id}
            ownerName={item.user.company_name ?? ''}
            ownerId={item.user.id || undefined}
            itemTitle={item.title}
          />
        </Group>
      )}
    </>
  );
}

/**
 * A content item's detail page by the id in the address: the tier's upgrade prompt without the
 * feature, a loader while fetching, the feed when the item cannot be read or the id is not one.
 */
export function ContentDetailRoute<Item extends Detailed>({
  type,
  feature,
  visitors,
  itemQuery,
  render,
}: {
  /** The item's content type, for a message about it. */
  type: ContentType;
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
        <ItemOf type={type} id={id} itemQuery={itemQuery} render={render} />
      </FeatureGate>
    </Container>
  );
}

function ItemOf<Item extends Detailed>({
  type,
  id,
  itemQuery,
  render,
}: {
  type: ContentType;
  id: number;
  itemQuery: ItemQuery<Item>;
  render: (item: Item, isOwner: boolean) => ReactNode;
}) {
  return <DetailView type={type} query={useQuery({ ...itemQuery(id), retry: false })} render={render} />;
}
