import { LEAD_KINDS, type Lead, type LeadKind } from '@acorn/contracts';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  rem,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconInbox, IconMessageReply } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadMoreButton } from '../../../components/load-more-button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { leadsQuery } from '../api/leads';
import { replyPath } from '../lead-links';
import classes from './leads.module.css';
import { PartyName } from './party-avatar';

/** Light badges with their text a dark shade of the colour, readable at this size (WCAG AA). */
const KIND_COLOURS: Record<LeadKind, { color: string; text: string }> = {
  want: { color: 'forest', text: 'forest.8' },
  message: { color: 'blue', text: 'blue.9' },
  application: { color: 'grape', text: 'grape.9' },
};

/** The Leads tab: Wants, messages and applications on my items, newest first, filtered by kind. */
export function LeadsList() {
  const { t } = useTranslation('leads');
  const [kind, setKind] = useState<LeadKind | 'all'>('all');
  const list = useInfiniteQuery(leadsQuery(kind === 'all' ? null : kind));
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as LeadKind | 'all')}
        data={[
          { value: 'all', label: t('leads.filter.all') },
          ...LEAD_KINDS.map((value) => ({ value, label: t(`leads.filter.${value}`) })),
        ]}
        aria-label={t('leads.filter.label')}
        size="xs"
        fullWidth
        // Each segment as wide as its word, with a narrower margin: Portuguese's four did not fit a
        // 320 px phone at equal widths.
        styles={{ control: { flex: '1 1 auto' }, label: { paddingInline: rem(4) } }}
      />
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="xs" role="status" aria-label={t('leads.loading')}>
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} height={96} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconInbox size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>{t(kind === 'all' ? 'leads.empty.title' : 'leads.empty.kind')}</Text>
            <Text c="dimmed" size="sm">
              {t('leads.empty.text')}
            </Text>
            <Button component={Link} to={paths.create('offer')} variant="light">
              {t('leads.empty.action')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          <ul className={classes.list}>
            {items.map((lead) => (
              <LeadRow key={`${lead.kind}-${lead.item.id}-${lead.from.id}-${lead.created_at}`} lead={lead} />
            ))}
          </ul>
          <LoadMoreButton list={list} label={t('loadMore')} />
        </>
      )}
    </Stack>
  );
}

function LeadRow({ lead }: { lead: Lead }) {
  const { t } = useTranslation('leads');
  const reply = replyPath(lead);
  return (
    <li>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <PartyName party={lead.from} />
            <Group gap="xs" wrap="nowrap">
              <Badge
                color={KIND_COLOURS[lead.kind].color}
                c={KIND_COLOURS[lead.kind].text}
                variant="light"
                radius="sm"
                tt="none"
              >
                {t(`leads.kind.${lead.kind}`)}
              </Badge>
              <Text size="sm" c="dimmed">
                <time dateTime={lead.created_at}>{formatDate(lead.created_at)}</time>
              </Text>
            </Group>
          </Group>
          <Text size="sm" className={classes.text}>
            {t(`leads.about.${lead.kind}`)}{' '}
            <Anchor component={Link} to={paths.item(lead.item.type, lead.item.id)} inherit fw={600}>
              {lead.item.title}
            </Anchor>
          </Text>
          {lead.message && (
            <Text size="sm" c="dimmed" className={classes.text}>
              “{lead.message}”
            </Text>
          )}
          {reply && (
            <Group>
              <Button
                component={Link}
                to={reply}
                size="xs"
                leftSection={<IconMessageReply size={14} aria-hidden />}
                aria-label={t('leads.replyTo', { name: lead.from.name })}
              >
                {t('leads.reply')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </li>
  );
}
