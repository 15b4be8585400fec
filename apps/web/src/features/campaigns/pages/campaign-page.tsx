import { ContentDetailRoute } from '../../content';
import { campaignsApi } from '../api/campaigns';
import { CampaignDetail } from '../components/campaign-detail';

/** /campaign/{id}: one campaign. */
export function CampaignPage() {
  return (
    <ContentDetailRoute
      type={'campaign'}
      itemQuery={campaignsApi.itemQuery}
      render={(item, isOwner) => <CampaignDetail item={item} isOwner={isOwner} />}
    />
  );
}
