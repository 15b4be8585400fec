import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { MarketItemDetail, marketTypeOfRoute, useMarketItem } from '../../../features/market';
import { parseRouteId } from '../../route-id';
import { LazyFeatureUpgrade as FeatureUpgrade } from '../content/lazy-feature-upgrade';

function MarketItemView({ type, id }: { type: ReturnType<typeof marketTypeOfRoute>; id: number }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const item = useMarketItem(type, id);
  usePageTitle(item.data?.title);
  // Spec §2 and §8: a detail that cannot be read goes to the main route, with no message.
  useEffect(() => {
    if (item.isError) navigate(paths.feed(), { replace: true });
  }, [item.isError, navigate]);
  if (!item.data) return <PageLoader />;
  return <MarketItemDetail item={item.data} isOwner={item.data.user.id === user.id} />;
}

/** /20-log-market/{type}/{id}: 'iws' is an offer, anything else an opportunity. */
export function MarketItemPage() {
  const params = useParams();
  const user = useSignedInUser();
  const id = parseRouteId(params.id);
  if (id === undefined) return <Navigate to={paths.feed()} replace />;
  const allowed = user.subscription?.available_features.includes('LOG_MARKET_FEATURE') ?? false;
  return (
    <Container size="md">
      {allowed ? (
        <MarketItemView type={marketTypeOfRoute(params.type)} id={id} />
      ) : (
        <FeatureUpgrade feature="LOG_MARKET_FEATURE" />
      )}
    </Container>
  );
}
