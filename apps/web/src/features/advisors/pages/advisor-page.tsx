import { ContentDetailRoute } from '../../content';
import { advisorsApi } from '../api/advisors';
import { AdvisorDetail } from '../components/advisor-detail';

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
