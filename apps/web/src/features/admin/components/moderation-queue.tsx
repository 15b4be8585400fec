import { CONTENT_TYPES, type ModerationItem } from '@acorn/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminColumn } from './admin-table';
import { useReviewQueueColumns } from './review-queue';

const MODERATION_STATUSES = ['pending', 'published', 'denied'] as const;
export const MODERATION_FILTER_VALUES = { status: MODERATION_STATUSES, type: CONTENT_TYPES } as const;

/** The content queue's columns; Review opens the item as members would see it. */
export function useModerationColumns(
  onReview: (item: ModerationItem) => void,
): AdminColumn<ModerationItem>[] {
  const { t } = useTranslation('admin');
  return useReviewQueueColumns({
    kind: (item) => t(`content.types.${item.item_type}`),
    owner: (item) => (
      <Stack gap={0}>
        <Text size="sm">{item.owner.company_name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {item.owner.email}
        </Text>
      </Stack>
    ),
    status: (item) => ({ label: t(`content.statuses.${item.status}`), reason: item.deny_reason }),
    onReview,
  });
}
