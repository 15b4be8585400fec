import type { ModerationItem } from '@acorn/contracts';
import { Paper, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminTable,
  ListPagination,
  MODERATION_FILTER_VALUES,
  PageHeader,
  QUEUE_FILTER_KEYS,
  QueueFilters,
  useListParams,
  useModerationColumns,
  useModerationQueue,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';

const ContentReview = lazy(() => import('./content-review'));

/** /admin/content: what members submitted, oldest first; review, approve or deny with a reason. */
export function AdminContentPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('content.title'));
  const { values, page, setFilters, setPage } = useListParams(QUEUE_FILTER_KEYS, MODERATION_FILTER_VALUES);
  const queue = useModerationQueue({ ...values, status: values.status || 'pending', page });
  const [reviewing, setReviewing] = useState<ModerationItem | null>(null);
  const columns = useModerationColumns(setReviewing);

  return (
    <>
      <PageHeader title={t('content.title')} description={t('content.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <QueueFilters
            names="content"
            statuses={MODERATION_FILTER_VALUES.status}
            types={MODERATION_FILTER_VALUES.type}
            values={values}
            onChange={setFilters}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('content.caption')}
            columns={columns}
            rows={queue.data?.data}
            rowKey={(item) => `${item.item_type}-${item.id}`}
            loading={queue.isPending}
            refreshing={queue.isPlaceholderData}
            error={queue.error}
            onRetry={() => void queue.refetch()}
            emptyText={t('content.empty')}
            minWidth={860}
          />
          <ListPagination meta={queue.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
      {reviewing && (
        <Suspense fallback={null}>
          <ContentReview item={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
    </>
  );
}
