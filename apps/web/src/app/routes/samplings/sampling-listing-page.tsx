import { useSignedInUser } from '../../../features/accounts';
import { SamplingListing } from '../../../features/samplings';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../content/content-page';

/** /sampling-listing: other companies' giveaways. */
export function SamplingListingPage() {
  const { t } = useTranslation('samplings');
  const user = useSignedInUser();
  return (
    <ContentPage feature="SAMPLING_FEATURE" title={t('listing.title')} intro={t('listing.intro')}>
      <SamplingListing viewerId={user.id} />
    </ContentPage>
  );
}
