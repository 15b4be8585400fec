import { FEED_TABS, type FeedTab } from '@acorn/contracts';
import { Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedResults } from '../../content';
import { channelQuery, companiesQuery, feedQuery } from '../api/feed';
import { NO_FILTERS, readFeedView, type FeedView as View, writeFeedView } from '../feed-params';
import { FeedCardView } from './feed-card';
import { FeedFilterBar } from './feed-filters';

/** Who reads the cards: their own items get Edit, a read-only account gets no actions. */
export interface Reader {
  id: number;
  readOnly: boolean;
}

/**
 * What a list shows, kept in the address so a view can be shared and survives a reload; the
 * search box writes there once typing pauses.
 */
export function useAddressView() {
  const [params, setParams] = useSearchParams();
  const view = readFeedView(params);
  const [search, setSearch] = useState(view.search);
  /**
   * Changes the view from the address as it is now and the box's words as typed: while a change
   * is still rendering, the page's `view` is the one before it, and writing it back would undo it
   * (a filter saved just after the box was cleared kept the old search).
   */
  const show = (change: Partial<View>) =>
    setParams(
      writeFeedView({ ...readFeedView(new URLSearchParams(window.location.search)), search, ...change }),
      { replace: true },
    );
  const applySearch = useDebouncedCallback((words: string) => show({ search: words }), 300);
  const searchBox = (label: string, placeholder: string) => (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      maxLength={200}
    />
  );
  return { view, show, searchBox };
}

/**
 * The feed's tabs, search box, filters and cards (content-community §2, Feed); a new tab clears
 * the filters.
 */
export function FeedView({ reader }: { reader: Reader }) {
  const { t } = useTranslation('feed');
  const { view, show, searchBox } = useAddressView();
  const list = useInfiniteQuery(feedQuery(view));
  return (
    <Stack gap="md">
      {/* Pills wrap, so every tab shows on a phone too. */}
      <Tabs
        variant="pills"
        radius="xl"
        value={view.tab}
        onChange={(tab) => tab && show({ tab: tab as FeedTab, filters: NO_FILTERS })}
      >
        <Tabs.List aria-label={t('tabsLabel')} style={{ gap: 6 }}>
          {FEED_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} style={{ whiteSpace: 'nowrap' }}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {searchBox(t('search.label'), t('search.placeholder'))}
      <FeedFilterBar
        filters={view.filters}
        onApply={(filters) => show({ filters })}
        companies={view.tab === 'companies'}
      />
      <PagedResults
        list={list}
        cols={{ base: 1 }}
        itemKey={(card) => `${card.item_type}-${card.id}`}
        renderItem={(card, position) => (
          <FeedCardView card={card} readOnly={reader.readOnly} viewerId={reader.id} position={position} />
        )}
      />
    </Stack>
  );
}

/** /seller-directory and /participant-directory: companies, searched and filtered as in the feed. */
export function CompanyDirectory({ sellers, reader }: { sellers: boolean; reader: Reader }) {
  const { t } = useTranslation('feed');
  const { view, show, searchBox } = useAddressView();
  const list = useInfiniteQuery(companiesQuery({ ...view, sellers }));
  return (
    <Stack gap="md">
      {searchBox(t('directory.searchLabel'), t('directory.searchPlaceholder'))}
      <FeedFilterBar filters={view.filters} onApply={(filters) => show({ filters })} companies />
      <PagedResults
        list={list}
        itemKey={(card) => card.id}
        renderItem={(card, position) => (
          <FeedCardView card={card} readOnly={reader.readOnly} viewerId={reader.id} position={position} />
        )}
      />
    </Stack>
  );
}

/** A member's items on their profile (a company's channel, an advisor's posts) as the feed's cards. */
export function OwnerChannel({
  ownerId,
  tab = 'all',
  reader,
}: {
  ownerId: number;
  tab?: FeedTab;
  reader: Reader;
}) {
  const list = useInfiniteQuery(channelQuery(ownerId, tab));
  return (
    <Stack gap="md">
      <PagedResults
        list={list}
        cols={{ base: 1 }}
        itemKey={(card) => `${card.item_type}-${card.id}`}
        renderItem={(card, position) => (
          <FeedCardView card={card} readOnly={reader.readOnly} viewerId={reader.id} position={position} />
        )}
      />
    </Stack>
  );
}
