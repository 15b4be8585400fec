import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../../features/content';
import { NeedsAndLeads } from '../../../features/leads';

/** /needs-and-leads-seller-area: a seller's leads and matching needs, for the tiers with NEEDS_AND_LEADS. */
export function NeedsAndLeadsPage() {
  const { t } = useTranslation('leads');
  return (
    <ContentPage feature="NEEDS_AND_LEADS_FEATURE" title={t('page.title')} intro={t('page.intro')}>
      <NeedsAndLeads />
    </ContentPage>
  );
}
