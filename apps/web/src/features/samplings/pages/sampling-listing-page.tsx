import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../accounts';
import { ContentPage } from '../../content';
import { SamplingListing } from '../components/sampling-listing';

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
