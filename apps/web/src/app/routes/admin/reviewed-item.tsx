import type { ContentReviewItem } from '@acorn/contracts';
import { AdvisorListingDetail } from '../../../features/advisor-listings';
import { CampaignDetail } from '../../../features/campaigns';
import { MarketItemDetail } from '../../../features/market';
import { PostDetail } from '../../../features/posts';
import { ProtocolDetail } from '../../../features/protocols';
import { SamplingDetail } from '../../../features/samplings';

/**
 * An item under review through its type's own detail page, as a member who does not own it reads
 * it: one renderer per type, the members' own, so the operator approves exactly what they will see.
 */
export function ReviewedItem({ item }: { item: ContentReviewItem }) {
  switch (item.item_type) {
    case 'offer':
    case 'opportunity':
      return <MarketItemDetail item={item} isOwner={false} />;
    case 'campaign':
      return <CampaignDetail item={item} isOwner={false} />;
    case 'sampling':
      // Read as its owner would be for Want, which the operator has no use for.
      return <SamplingDetail item={item} isOwner={false} viewerId={item.user.id} />;
    case 'protocol':
      return <ProtocolDetail item={item} isOwner={false} />;
    case 'post':
      return <PostDetail item={item} isOwner={false} />;
    case 'advisor':
      return <AdvisorListingDetail item={item} isOwner={false} />;
  }
}
