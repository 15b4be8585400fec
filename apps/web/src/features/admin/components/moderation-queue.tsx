import { CONTENT_TYPES, type ModerationItem } from '@acorn/contracts';
import { Badge, Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminColumn } from './admin-table';

export const MODERATION_STATUSES = ['pending', 'published', 'denied'] as const;
export const MODERATION_FILTER_KEYS = ['status', 'type'] as const;
export type ModerationFilterKey = (typeof MODERATION_FILTER_KEYS)[number];
export const MODERATION_FILTER_VALUES = { status: MODERATION_STATUSES, type: CONTENT_TYPES } as const;

interface ModerationFiltersProps {
  values: Record<ModerationFilterKey, string>;
  onChange: (changes: Partial<Record<ModerationFilterKey, string>>) => void;
}

/** Status (pending unless chosen) and type of the queue. */
export function ModerationFilters({ values, onChange }: ModerationFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <NativeSelect
        label={t('content.status')}
        value={values.status || 'pending'}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        data={MODERATION_STATUSES.map((status) => ({
          value: status,
          label: t(`content.statuses.${status}`),
        }))}
      />
      <NativeSelect
        label={t('content.type')}
        value={values.type}
        onChange={(event) => onChange({ type: event.currentTarget.value })}
        data={[
          { value: '', label: t('filters.any') },
          ...CONTENT_TYPES.map((type) => ({ value: type, label: t(`content.types.${type}`) })),
        ]}
      />
    </SimpleGrid>
  );
}

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
