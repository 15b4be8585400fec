import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { MarketBrowse } from '../../../features/market';
import { ContentPage } from '../content/content-page';
import { MarketPageLink } from './market-page-link';

/** /20-log-market: other companies' offers and opportunities; the member's own stay in My account. */
export function MarketBrowsePage() {
  const { t } = useTranslation('market');
  const user = useSignedInUser();
  return (
    <ContentPage feature="LOG_MARKET_FEATURE" title={t('browse.title')} intro={t('browse.intro')}>
      <MarketPageLink to={paths.logMarket()} label={t('browse.own')} />
      <MarketBrowse reader={{ id: user.id, readOnly: user.isReadOnlyUser }} />
    </ContentPage>
  );
}
