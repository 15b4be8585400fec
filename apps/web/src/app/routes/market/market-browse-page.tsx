import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../features/accounts';
import { MarketBrowse } from '../../../features/market';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ContentPage } from '../content/content-page';

/** /20-log-market: other companies' offers and opportunities; the member's own stay in My account. */
export function MarketBrowsePage() {
  const { t } = useTranslation('market');
  const user = useSignedInUser();
  return (
    <ContentPage feature="LOG_MARKET_FEATURE" title={t('browse.title')} intro={t('browse.intro')}>
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to={paths.logMarket()} size="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {t('browse.own')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <MarketBrowse reader={{ id: user.id, readOnly: user.isReadOnlyUser }} />
    </ContentPage>
  );
}
