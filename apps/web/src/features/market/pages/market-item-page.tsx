import { useParams } from 'react-router';
import { ContentDetailRoute } from '../../content';
import { marketApi, marketTypeOfRoute } from '../api/market';
import { MarketItemDetail } from '../components/market-item-detail';

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
