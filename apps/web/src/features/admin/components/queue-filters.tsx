import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

export const QUEUE_FILTER_KEYS = ['status', 'type'] as const;
export type QueueFilterKey = (typeof QUEUE_FILTER_KEYS)[number];

/**
 * A review queue's filters (content, credentials): its status, the first one unless chosen, and
 * its kind, any by default. `names` is the console's text section of the queue.
 */
export function QueueFilters({
  names,
  statuses,
  types,
  values,
  onChange,
}: {
  names: 'content' | 'credentials';
  statuses: readonly string[];
  types: readonly string[];
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
      <NativeSelect
        label={t(`${names}.type`)}
        value={values.type}
        onChange={(event) => onChange({ type: event.currentTarget.value })}
        data={[
          { value: '', label: t('filters.any') },
          ...types.map((type) => ({ value: type, label: t(`${names}.types.${type}`) })),
        ]}
      />
    </SimpleGrid>
  );
}
