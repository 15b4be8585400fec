import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AdminTable,
  ListPagination,
  PAYMENT_FILTER_KEYS,
  PAYMENT_FILTER_VALUES,
  PageHeader,
  PaymentRequestFilters,
  useListParams,
  usePaymentRequestColumns,
  usePaymentRequestQueue,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';

/** /admin/payment-requests: advisors' requests; approve a Submitted one, mark an Approved one paid. */
export function AdminPaymentRequestsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('payments.title'));
  const { values, page, setFilters, setPage } = useListParams(PAYMENT_FILTER_KEYS, PAYMENT_FILTER_VALUES);
  const requests = usePaymentRequestQueue({ ...values, page });
  const columns = usePaymentRequestColumns();

  return (
    <>
      <PageHeader title={t('payments.title')} description={t('payments.description')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.label')}>
          <PaymentRequestFilters values={values} onChange={setFilters} />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <AdminTable
            caption={t('payments.caption')}
            columns={columns}
            rows={requests.data?.data}
            rowKey={(request) => request.id}
            loading={requests.isPending}
            refreshing={requests.isPlaceholderData}
            error={requests.error}
            onRetry={() => void requests.refetch()}
            emptyText={t('payments.empty')}
            minWidth={960}
          />
          <ListPagination meta={requests.data?.meta} onChange={setPage} />
        </Paper>
      </Stack>
    </>
  );
}
