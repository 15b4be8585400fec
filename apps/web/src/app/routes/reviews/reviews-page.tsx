import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts';
import { ContentPage } from '../../../features/content';
import { ReviewsManager } from '../../../features/reviews';

/** /reviews (spec §2 Reviews): the company's reviews, asked, given and shown, for the tiers with reviews. */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const user = useSignedInUser();
  return (
    <ContentPage feature="REVIEWS_FEATURE" title={t('page.title')} intro={t('page.intro')}>
      <ReviewsManager canRequest={!user.isReadOnlyUser} />
    </ContentPage>
  );
}
