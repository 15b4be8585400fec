import { AdvisorDetail, advisorsApi } from '../../../features/advisors';
import { ContentDetailRoute } from '../content/content-detail-route';

/** /advisor/{id}: one advisor listing. */
export function AdvisorPage() {
  return (
    <ContentDetailRoute
      type={'advisor'}
      itemQuery={advisorsApi.itemQuery}
      render={(item, isOwner) => <AdvisorDetail item={item} isOwner={isOwner} />}
    />
  );
}
