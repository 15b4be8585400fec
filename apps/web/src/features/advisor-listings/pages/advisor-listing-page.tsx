import { ContentDetailRoute } from '../../content';
import { advisorListingsApi } from '../api/advisor-listings';
import { AdvisorListingDetail } from '../components/advisor-listing-detail';

/** /advisor/{id}: one advisor listing. */
export function AdvisorListingPage() {
  return (
    <ContentDetailRoute
      type={'advisor'}
      itemQuery={advisorListingsApi.itemQuery}
      render={(item, isOwner) => <AdvisorListingDetail item={item} isOwner={isOwner} />}
    />
  );
}
