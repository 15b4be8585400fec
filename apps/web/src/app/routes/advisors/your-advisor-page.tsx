import { useTranslation } from 'react-i18next';
import { AdvisorDirectory } from '../../../features/advisors';
import { ContentPage } from '../content/content-page';

/** /your-advisor: advisors other companies list. */
export function YourAdvisorPage() {
  const { t } = useTranslation('advisors');
  return (
    <ContentPage feature="ADVISOR_FEATURE" title={t('directory.title')} intro={t('directory.intro')}>
      <AdvisorDirectory />
    </ContentPage>
  );
}
