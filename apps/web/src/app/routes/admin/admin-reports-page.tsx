import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminTable,
  ListPagination,
  PageHeader,
  QUEUE_FILTER_KEYS,
  QueueFilters,
  REPORT_FILTER_VALUES,
  ReportReviewModal,
  type ReportRow,
  toReportRow,
  useListParams,
  useReportColumns,
  useReportQueue,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';

/** /admin/reports: reviews, referrals and content members reported; keep or hide with a reason. */
export function AdminReportsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('reports.title'));
  const { values, page, setFilters, setPage } = useListParams(QUEUE_FILTER_KEYS, REPORT_FILTER_VALUES);
  const queue = useReportQueue({ status: values.status || 'open', page });
  const [reviewing, setReviewing] = useState<ReportRow | null>(null);
  const columns = useReportColumns(setReviewing);

  return (
    <>
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <QueueFilters
            names="reports"
            statuses={REPORT_FILTER_VALUES.status}
            values={values}
            onChange={setFilters}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('reports.caption')}
            columns={columns}
            rows={queue.data?.data.map((report) => toReportRow(report, t('reports.formerMember')))}
            rowKey={(report) => report.id}
            loading={queue.isPending}
            refreshing={queue.isPlaceholderData}
            error={queue.error}
            onRetry={() => void queue.refetch()}
            emptyText={t('reports.empty')}
            minWidth={760}
          />
          <ListPagination meta={queue.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
      <ReportReviewModal report={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
