import { CampaignDetail, campaignsApi } from '../../../features/campaigns';
import { ContentDetailRoute } from '../content/content-detail-route';

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
