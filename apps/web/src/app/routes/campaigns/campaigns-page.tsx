import { useTranslation } from 'react-i18next';
import { CampaignList } from '../../../features/campaigns';
import { ContentPage } from '../content/content-page';

/** /campaigns: the network's campaigns. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  return (
    <ContentPage feature="CAMPAIGNS_FEATURE" title={t('list.title')} intro={t('list.intro')}>
      <CampaignList />
    </ContentPage>
  );
}
