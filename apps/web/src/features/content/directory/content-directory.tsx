import type { ListMeta, UploadedFile } from '@acorn/contracts';
import {
  Anchor,
  Avatar,
  Card,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutGrid, IconSearch } from '@tabler/icons-react';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { avatarSources, filePictureSources } from '../../../lib/image-variant';

type Page<Item> = { data: Item[]; meta: ListMeta };

/**
 * One item of a directory: its picture, title (a link to its page) and company above its own lines.
 * A person's photo (`portrait`) is a round avatar: a wide banner would show only part of the face.
 */
export function ContentCard({
  image,
  portrait = false,
  title,
  to,
  company,
  children,
}: {
  image: UploadedFile | null;
  portrait?: boolean;
  title: string;
  to: string;
  company: string | null;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" w="100%">
      {image && !portrait && (
        <Card.Section mb="sm">
          <Image {...filePictureSources(image, 460)} alt="" h={140} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={6} h="100%">
        {image && portrait && <Avatar {...avatarSources(image, 72)} alt="" size={72} radius="xl" />}
        <Anchor component={Link} to={to} fw={700} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {company ?? '-'}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * A list's pages as one: a skeleton while the first loads, the error with a retry, 'no data yet!',
 * or 'N results' ('N+ results' past what a search counts), the items and 'Show more', which adds the next page to those shown
 * (content-community §2, §4, §8).
 */
export function PagedResults<Item>({
  list,
  renderItem,
  itemKey,
  cols = { base: 1, sm: 2 },
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<Item>>, Error>;
  /** `index` is the item's place in the list: the first ones show above the fold. */
  renderItem: (item: Item, index: number) => ReactNode;
  itemKey: (item: Item) => string | number;
  cols?: { base: number; sm?: number };
}) {
  const { t } = useTranslation('content');
  // A query's answer is a blocking update: a page of cards rendered with it held a phone's main
  // thread for half a second. Deferred, the items render in a pass that yields every few ms.
  const data = useDeferredValue(list.data);
  const items = data?.pages.flatMap((page) => page.data) ?? [];
  const meta = data?.pages[0]?.meta;
  const total = meta?.total ?? 0;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (data === undefined) {
    return (
      <SimpleGrid cols={cols} aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={160} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="forest">
            <IconLayoutGrid size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{t('directory.empty')}</Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        {/* A search with more matches than it counts reads '1,000+ results' (decision 059). */}
        {meta?.total_capped
          ? t('directory.resultsCapped', { count: total })
          : t('directory.results', { count: total })}
      </Text>
      {/* A new search or filter shows the last results dimmed until its own arrive. */}
      <SimpleGrid
        cols={cols}
        component="ul"
        aria-busy={list.isPlaceholderData}
        style={{
          listStyle: 'none',
          padding: 0,
          margin: 0,
          opacity: list.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {items.map((item, index) => (
          <li key={itemKey(item)} style={{ display: 'flex' }}>
            {renderItem(item, index)}
          </li>
        ))}
      </SimpleGrid>
      <LoadMoreButton list={list} label={t('actions.showMore')} variant="light" />
    </>
  );
}

/**
 * A searchable list of one type's items, page after page (`PagedResults`). `listQuery` gets the
 * search box's words, debounced.
 */
export function ContentDirectory<Item extends { id: number }>({
  listQuery,
  searchLabel,
  searchPlaceholder,
  renderItem,
}: {
  listQuery: (
    search: string | undefined,
  ) => UseInfiniteQueryOptions<Page<Item>, Error, InfiniteData<Page<Item>>, QueryKey, number>;
  searchLabel: string;
  searchPlaceholder: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [words] = useDebouncedValue(search.trim(), 300);
  const list = useInfiniteQuery(listQuery(words || undefined));

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={searchLabel}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
      />
      <PagedResults list={list} renderItem={renderItem} itemKey={(item) => item.id} />
    </Stack>
  );
}
