import { Badge, Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { AdminColumn } from './admin-table';

export const QUEUE_FILTER_KEYS = ['status', 'type'] as const;
export type QueueFilterKey = (typeof QUEUE_FILTER_KEYS)[number];

/**
 * A review queue's filters (content, credentials, reports): its status, the first one unless
 * chosen, and its kind (where it has kinds), any by default. `names` is the console's text
 * section of the queue.
 */
export function QueueFilters({
  names,
  statuses,
  types,
  values,
  onChange,
}: {
  names: 'content' | 'credentials' | 'reports';
  statuses: readonly string[];
  types?: readonly string[];
  values: Record<QueueFilterKey, string>;
  onChange: (changes: Partial<Record<QueueFilterKey, string>>) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <NativeSelect
        label={t(`${names}.status`)}
        value={values.status || statuses[0]}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        data={statuses.map((status) => ({ value: status, label: t(`${names}.statuses.${status}`) }))}
      />
      {types && (
        <NativeSelect
          label={t(`${names}.type`)}
          value={values.type}
          onChange={(event) => onChange({ type: event.currentTarget.value })}
          data={[
            { value: '', label: t('filters.any') },
            ...types.map((type) => ({ value: type, label: t(`${names}.types.${type}`) })),
          ]}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * A review queue's columns (content, credentials): the item with its kind, its owner, when it was
 * submitted, its status with the reason of a refusal, and Review.
 */
export function useReviewQueueColumns<Item extends { title: string; created_at: string }>({
  kind,
  owner,
  status,
  onReview,
}: {
  kind: (item: Item) => string;
  owner: (item: Item) => ReactNode;
  status: (item: Item) => { label: string; reason: string | null };
  onReview: (item: Item) => void;
}): AdminColumn<Item>[] {
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
            {kind(item)}
          </Badge>
        </Stack>
      ),
    },
    { key: 'owner', header: t('content.owner'), render: owner },
    { key: 'created', header: t('content.submitted'), render: (item) => formatDateTime(item.created_at) },
    {
      key: 'status',
      header: t('content.status'),
      render: (item) => {
        const { label, reason } = status(item);
        return (
          <Stack gap={0}>
            <Text size="sm">{label}</Text>
            {reason && (
              <Text size="xs" c="dimmed">
                {reason}
              </Text>
            )}
          </Stack>
        );
      },
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
