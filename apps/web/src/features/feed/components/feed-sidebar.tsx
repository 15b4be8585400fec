import type { FeedCard } from '@acorn/contracts';
import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { latestCompaniesQuery, sidebarQuery } from '../api/feed';

type Cards = UseQueryOptions<unknown, Error, FeedCard[]>;

function SidebarList({ title, query }: { title: string; query: Cards }) {
  const { t } = useTranslation('feed');
  const list = useQuery(query);
  // Rendered in a pass that yields, as the feed's cards (PagedResults).
  const cards = useDeferredValue(list.data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {list.isError ? (
        <Text size="sm" c="red.8">
          {t('error')}
        </Text>
      ) : cards === undefined ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} radius="sm" />
          ))}
        </Stack>
      ) : cards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sidebar.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cards.slice(0, 3).map((card) => (
            <Group key={`${card.item_type}-${card.id}`} component="li" gap="sm" wrap="nowrap">
              <Avatar src={card.image ?? card.owner.avatar} alt="" radius="xl" size={36} color="forest">
                {card.owner.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={paths.item(card.item_type, card.id)}
                  size="sm"
                  fw={600}
                  lineClamp={1}
                >
                  {card.title}
                </Anchor>
                {card.item_type !== 'company' && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {card.owner.name}
                  </Text>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** The feed's 340 px column (spec §2): three of each configured list; below the feed on a phone. */
export function FeedSidebar() {
  const { t } = useTranslation('feed');
  return (
    <Stack gap="md" component="aside" aria-label={t('sidebar.label')}>
      <SidebarList title={t('sidebar.companies')} query={latestCompaniesQuery() as Cards} />
      <SidebarList title={t('sidebar.offers')} query={sidebarQuery('offers') as Cards} />
      <SidebarList title={t('sidebar.posts')} query={sidebarQuery('posts') as Cards} />
    </Stack>
  );
}
