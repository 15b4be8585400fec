import { useParams } from 'react-router';
import { MarketItemDetail, marketApi, marketTypeOfRoute } from '../../../features/market';
import { ContentDetailRoute } from '../content/content-detail-route';

/** /20-log-market/{type}/{id}: 'iws' is an offer, anything else an opportunity. */
export function MarketItemPage() {
  const type = marketTypeOfRoute(useParams().type);
  return (
    <ContentDetailRoute
      type={type}
      itemQuery={marketApi[type].itemQuery}
      render={(item, isOwner) => <MarketItemDetail item={item} isOwner={isOwner} />}
    />
  );
}
