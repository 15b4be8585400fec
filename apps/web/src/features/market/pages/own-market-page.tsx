import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../accounts';
import { ContentPage } from '../../content';
import { OwnMarketItems } from '../components/own-market-items';
import { marketPaths } from '../content-type';
import { MarketPageLink } from './market-page-link';

/** /20-log-market/posts/opportunities: the owner's offers and opportunities, in every status. */
export function OwnMarketPage() {
  const { t } = useTranslation('market');
  const user = useSignedInUser();
  return (
    <ContentPage feature="LOG_MARKET_FEATURE" title={t('own.title')} intro={t('own.intro')}>
      <MarketPageLink to={marketPaths.list()} label={t('own.browse')} />
      <OwnMarketItems userId={user.id} />
    </ContentPage>
  );
}
