import type { MatchedNeed, NeedReason } from '@acorn/contracts';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowRight, IconMail, IconSearch, IconTargetArrow } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { needsQuery } from '../api/leads';
import { matchStrength, messageOwnerPath } from '../lead-links';
import classes from './leads.module.css';
import { NeedAlertControl } from './need-alert-control';
import { PartyName } from './party-avatar';

/** Light badges with their text a dark shade of the colour, readable at this size (WCAG AA). */
const STRENGTH_COLOURS = {
  strong: { color: 'forest', text: 'forest.8' },
  good: { color: 'blue', text: 'blue.9' },
  partial: { color: 'gray', text: 'gray.8' },
} as const;

/** The Needs tab: opportunities matching what I sell, best first, with why; the saved alert above. */
export function NeedsList() {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const list = useInfiniteQuery(needsQuery(debounced, language));
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md">
      <NeedAlertControl />
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('needs.search')}
        placeholder={t('needs.searchPlaceholder')}
        maxLength={200}
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="xs" role="status" aria-label={t('needs.loading')}>
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} height={140} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconTargetArrow size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>{t(debounced ? 'needs.empty.search' : 'needs.empty.title')}</Text>
            {!debounced && (
              <>
                <Text c="dimmed" size="sm">
                  {t('needs.empty.text')}
                </Text>
                <Group justify="center" gap="xs">
                  <Button component={Link} to={paths.profile()} variant="light">
                    {t('needs.empty.profile')}
                  </Button>
                  <Button component={Link} to={paths.create('offer')} variant="default">
                    {t('needs.empty.offer')}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <ul className={classes.list}>
            {items.map((need) => (
              <NeedCard key={need.id} need={need} />
            ))}
          </ul>
          <LoadMoreButton list={list} label={t('loadMore')} />
        </>
      )}
    </Stack>
  );
}

function ReasonChip({ reason }: { reason: NeedReason }) {
  const { t } = useTranslation('leads');
  return (
    <Badge variant="outline" color="gray" c="gray.8" tt="none" fw={500} maw="100%">
      {t(`needs.reason.${reason.kind}`, { name: reason.name })}
    </Badge>
  );
}

function NeedCard({ need }: { need: MatchedNeed }) {
  const { t } = useTranslation('leads');
  const strength = matchStrength(need.score);
  const page = paths.item('opportunity', need.id);
  return (
    <li>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <PartyName party={need.owner} />
            <Badge
              color={STRENGTH_COLOURS[strength].color}
              c={STRENGTH_COLOURS[strength].text}
              variant="light"
              radius="sm"
              tt="none"
              title={t('needs.score', { score: need.score })}
            >
              {t(`needs.strength.${strength}`)}
            </Badge>
          </Group>
          <Title order={2} size="h4" className={classes.text}>
            <Anchor component={Link} to={page} inherit>
              {need.title}
            </Anchor>
          </Title>
          <Group gap={6} aria-label={t('needs.reasons')}>
            {need.reasons.map((reason) => (
              <ReasonChip key={`${reason.kind}-${reason.id}`} reason={reason} />
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {t('needs.published', { date: formatDate(need.created_at) })}
            {need.deadline ? ` · ${t('needs.deadline', { date: formatDate(need.deadline) })}` : ''}
          </Text>
          <Group gap="xs">
            {need.owner.id !== 0 && (
              <Button
                component={Link}
                to={messageOwnerPath(need)}
                size="xs"
                leftSection={<IconMail size={14} aria-hidden />}
                aria-label={t('needs.messageTo', { name: need.owner.name })}
              >
                {t('needs.message')}
              </Button>
            )}
            <Button
              component={Link}
              to={page}
              size="xs"
              variant="subtle"
              rightSection={<IconArrowRight size={14} aria-hidden />}
            >
              {t('needs.open')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </li>
  );
}
