import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../accounts';
import { ContentPage } from '../../content';
import { MarketBrowse } from '../components/market-browse';
import { marketPaths } from '../content-type';
import { MarketPageLink } from './market-page-link';

/** /20-log-market: other companies' offers and opportunities; the member's own stay in My account. */
export function MarketBrowsePage() {
  const { t } = useTranslation('market');
  const user = useSignedInUser();
  return (
    <ContentPage feature="LOG_MARKET_FEATURE" title={t('browse.title')} intro={t('browse.intro')}>
      <MarketPageLink to={marketPaths.own()} label={t('browse.own')} />
      <MarketBrowse reader={{ id: user.id, readOnly: user.isReadOnlyUser }} />
    </ContentPage>
  );
}
