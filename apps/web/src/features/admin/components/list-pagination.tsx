import type { ListMeta } from '@acorn/contracts';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'x–y of total' and the page buttons, named for screen readers; nothing when there is one page. */
export function ListPagination({
  meta,
  onChange,
}: {
  meta: ListMeta | undefined;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (!meta || meta.total === 0) return null;
  const first = (meta.current_page - 1) * meta.per_page + 1;
  const last = Math.min(meta.total, meta.current_page * meta.per_page);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('common.range', { first, last, total: meta.total })}
      </Text>
      {meta.last_page > 1 && (
        <nav aria-label={t('common.pagination')}>
          <Pagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={onChange}
            size="sm"
            getItemProps={(page) => ({ 'aria-label': t('common.page', { page }) })}
            getControlProps={(control) => ({
              'aria-label': t(`common.${control}Page`),
            })}
          />
        </nav>
      )}
    </Group>
  );
}
