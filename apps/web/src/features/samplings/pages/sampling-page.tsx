import { useSignedInUser } from '../../accounts';
import { ContentDetailRoute } from '../../content';
import { samplingsApi } from '../api/samplings';
import { SamplingDetail } from '../components/sampling-detail';

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
