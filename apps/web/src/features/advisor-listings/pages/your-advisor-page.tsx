import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../content';
import { AdvisorListingDirectory } from '../components/advisor-listing-directory';

/** /your-advisor: advisors other companies list. */
export function YourAdvisorPage() {
  const { t } = useTranslation('advisor-listings');
  return (
    <ContentPage feature="ADVISOR_FEATURE" title={t('directory.title')} intro={t('directory.intro')}>
      <AdvisorListingDirectory />
    </ContentPage>
  );
}
