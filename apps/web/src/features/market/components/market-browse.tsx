import { MARKET_SIDES, type MarketSide } from '@acorn/contracts';
import { Badge, Loader, Stack, Tabs } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../content';
import { FeedCardView, FeedFilterBar, type Reader, useFeedAddressView } from '../../feed';
import { marketBrowseQuery } from '../api/browse';

const isSide = (tab: string): tab is MarketSide => (MARKET_SIDES as readonly string[]).includes(tab);

const totalOf = (list: { data?: { pages: Array<{ meta: { total: number } }> } }) =>
  list.data?.pages[0]?.meta.total;

/**
 * The market to browse (content-community §2 and §6): other companies' published offers and
 * opportunities, a tab per side, with the feed's search box, filters and cards; both sides are
 * counted with the same search, and without a chosen tab it opens on the side that has items.
 */
export function MarketBrowse({ reader }: { reader: Reader }) {
  const { t } = useTranslation('market');
  const { view, show, searchBox } = useFeedAddressView();
  const lists = {
    offers: useInfiniteQuery(marketBrowseQuery('offers', view)),
    opportunities: useInfiniteQuery(marketBrowseQuery('opportunities', view)),
  };
  const side: MarketSide = isSide(view.tab)
    ? view.tab
    : totalOf(lists.offers) === 0 && totalOf(lists.opportunities) !== 0
      ? 'opportunities'
      : 'offers';

  return (
    <Stack gap="md">
      <Tabs value={side} onChange={(tab) => tab && isSide(tab) && show({ tab })} keepMounted={false}>
        <Tabs.List aria-label={t('browse.tabsLabel')}>
          {MARKET_SIDES.map((value) => {
            const total = totalOf(lists[value]);
            return (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  // The same width loading and loaded, so the tabs do not move.
                  <Badge
                    size="sm"
                    variant={value === side ? 'filled' : 'light'}
                    miw={28}
                    aria-label={total === undefined ? undefined : t('browse.count', { count: total })}
                  >
                    {total === undefined ? <Loader size={8} color="white" /> : total}
                  </Badge>
                }
              >
                {t(`browse.tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      {searchBox(t('browse.searchLabel'), t('browse.searchPlaceholder'))}
      <FeedFilterBar filters={view.filters} onApply={(filters) => show({ tab: side, filters })} />
      <PagedResults
        list={lists[side]}
        cols={{ base: 1 }}
        itemKey={(card) => `${card.item_type}-${card.id}`}
        renderItem={(card, position) => (
          <FeedCardView card={card} readOnly={reader.readOnly} viewerId={reader.id} position={position} />
        )}
      />
    </Stack>
  );
}
