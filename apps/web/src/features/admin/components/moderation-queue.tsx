import { CONTENT_TYPES, type ModerationItem } from '@acorn/contracts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminColumn } from './admin-table';

export const MODERATION_STATUSES = ['pending', 'published', 'denied'] as const;
export const MODERATION_FILTER_VALUES = { status: MODERATION_STATUSES, type: CONTENT_TYPES } as const;

/** The queue's columns; Review opens the item as members would see it. */
export function useModerationColumns(
  onReview: (item: ModerationItem) => void,
): AdminColumn<ModerationItem>[] {
  const { t } = useTranslation('admin');
  return [
    {
      key: 'item',
      header: t('content.item'),
      render: (item) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {item.title}
          </Text>
          <Badge variant="light" size="sm">
            {t(`content.types.${item.item_type}`)}
          </Badge>
        </Stack>
      ),
    },
    {
      key: 'owner',
      header: t('content.owner'),
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm">{item.owner.company_name ?? '—'}</Text>
          <Text size="xs" c="dimmed">
            {item.owner.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'created', header: t('content.submitted'), render: (item) => formatDateTime(item.created_at) },
    {
      key: 'status',
      header: t('content.status'),
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm">{t(`content.statuses.${item.status}`)}</Text>
          {item.deny_reason && (
            <Text size="xs" c="dimmed">
              {item.deny_reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('content.actions'),
      render: (item) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => onReview(item)}
          aria-label={t('content.reviewNamed', { title: item.title })}
        >
          {t('content.review')}
        </Button>
      ),
    },
  ];
}
