import { CONTENT_TYPE_FEATURES, type ContentType } from '@acorn/contracts';
import { Container } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LockedNotice } from '../../../components/locked-notice';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { parseRouteId } from '../../../lib/route-id';
import { useMe } from '../../accounts';
import { usePageTitle } from '../../app-config';
import { useFeatureLock } from '../../navigation';
import { DetailChromeProvider } from '../detail/content-detail';
import { AuthorBlock, type ChromeItem, DetailActions } from './detail-chrome';
import { FeatureGate } from './feature-gate';

/** The type's query of one item (its `contentApi().itemQuery`). */
type ItemQuery<Item> = (id: number) => UseQueryOptions<Item, Error, Item, QueryKey>;

function DetailView<Item extends ChromeItem>({
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
  const navigate = useNavigate();
  usePageTitle(query.data?.title);
  // Spec §2 and §8: a detail that cannot be read goes to the main route, with no message.
  useEffect(() => {
    if (query.isError) navigate(paths.feed(), { replace: true });
  }, [query.isError, navigate]);
  if (!query.data) return <PageLoader />;
  const item = query.data;
  const isOwner = me !== undefined && item.user.id === me.id;
  return (
    <DetailChromeProvider
      value={{
        author: <AuthorBlock type={type} item={item} signedIn={me !== undefined} />,
        actions: <DetailActions type={type} item={item} isOwner={isOwner} me={me} />,
      }}
    >
      {render(item, isOwner)}
    </DetailChromeProvider>
  );
}

/** The page of a type the member's plan cannot open: the upsell, never a bare refusal. */
function LockedPage({ type }: { type: ContentType }) {
  const feature = CONTENT_TYPE_FEATURES[type];
  return <LockedNotice page feature={feature} tierName={useFeatureLock(feature).tierName} />;
}

/**
 * A content item's detail page by the id in the address: the upsell for a plan without the type,
 * a loader while fetching, the feed when the item cannot be read or the id is not one.
 */
export function ContentDetailRoute<Item extends ChromeItem>({
  type,
  visitors,
  itemQuery,
  render,
}: {
  type: ContentType;
  /** Signed-out visitors read it too. */
  visitors?: boolean;
  itemQuery: ItemQuery<Item>;
  render: (item: Item, isOwner: boolean) => ReactNode;
}) {
  const id = parseRouteId(useParams().id);
  if (id === undefined) return <Navigate to={paths.feed()} replace />;
  return (
    <Container size="md">
      <FeatureGate
        feature={CONTENT_TYPE_FEATURES[type]}
        visitors={visitors}
        locked={<LockedPage type={type} />}
      >
        <ItemOf type={type} id={id} itemQuery={itemQuery} render={render} />
      </FeatureGate>
    </Container>
  );
}

function ItemOf<Item extends ChromeItem>({
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
