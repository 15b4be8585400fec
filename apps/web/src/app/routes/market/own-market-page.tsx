import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { OwnMarketItems } from '../../../features/market';
import { ContentPage } from '../content/content-page';
import { MarketPageLink } from './market-page-link';

/** /20-log-market/posts/opportunities: the owner's offers and opportunities, in every status. */
export function OwnMarketPage() {
  const { t } = useTranslation('market');
  const user = useSignedInUser();
  return (
    <ContentPage feature="LOG_MARKET_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <MarketPageLink to={paths.logMarketBrowse()} label={t('own.browse')} />
      <OwnMarketItems userId={user.id} />
    </ContentPage>
  );
}
