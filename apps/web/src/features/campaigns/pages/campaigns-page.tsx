import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../content';
import { CampaignList } from '../components/campaign-list';

/** /campaigns: the network's campaigns. */
export function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  return (
    <ContentPage feature="CAMPAIGNS_FEATURE" title={t('list.title')} intro={t('list.intro')}>
      <CampaignList />
    </ContentPage>
  );
}
