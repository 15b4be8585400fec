import { useSignedInUser } from '../../../features/accounts';
import { SamplingDetail, samplingsApi } from '../../../features/samplings';
import { ContentDetailRoute } from '../content/content-detail-route';

/** /iwsb/sampling/{id}: one giveaway. */
export function SamplingPage() {
  const user = useSignedInUser();
  return (
    <ContentDetailRoute
      type={'sampling'}
      itemQuery={samplingsApi.itemQuery}
      render={(item, isOwner) => <SamplingDetail item={item} isOwner={isOwner} viewerId={user.id} />}
    />
  );
}
