import type { AdminCredential } from '@acorn/contracts';
import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminTable,
  CREDENTIAL_FILTER_VALUES,
  CredentialReviewModal,
  ListPagination,
  PageHeader,
  QUEUE_FILTER_KEYS,
  QueueFilters,
  useCredentialColumns,
  useCredentialQueue,
  useListParams,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';

/** /admin/credentials: members' awards and certificates to approve before visitors see them. */
export function AdminCredentialsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('credentials.title'));
  const { values, page, setFilters, setPage } = useListParams(QUEUE_FILTER_KEYS, CREDENTIAL_FILTER_VALUES);
  const queue = useCredentialQueue({ ...values, status: values.status || 'underreview', page });
  const [reviewing, setReviewing] = useState<AdminCredential | null>(null);
  const columns = useCredentialColumns(setReviewing);

  return (
    <>
      <PageHeader title={t('credentials.title')} description={t('credentials.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <QueueFilters
            names="credentials"
            statuses={CREDENTIAL_FILTER_VALUES.status}
            types={CREDENTIAL_FILTER_VALUES.type}
            values={values}
            onChange={setFilters}
          />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('credentials.caption')}
            columns={columns}
            rows={queue.data?.data}
            rowKey={(item) => `${item.type}-${item.id}`}
            loading={queue.isPending}
            refreshing={queue.isPlaceholderData}
            error={queue.error}
            onRetry={() => void queue.refetch()}
            emptyText={t('credentials.empty')}
            minWidth={760}
          />
          <ListPagination meta={queue.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
      <CredentialReviewModal item={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
