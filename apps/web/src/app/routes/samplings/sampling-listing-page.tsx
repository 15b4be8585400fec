import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts';
import { SamplingListing } from '../../../features/samplings';
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
