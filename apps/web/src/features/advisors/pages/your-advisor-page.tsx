import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../content';
import { AdvisorDirectory } from '../components/advisor-directory';

/** /your-advisor: advisors other companies list. */
export function YourAdvisorPage() {
  const { t } = useTranslation('advisors');
  return (
    <ContentPage feature="ADVISOR_FEATURE" title={t('directory.title')} intro={t('directory.intro')}>
      <AdvisorDirectory />
    </ContentPage>
  );
}
