import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTable, PageHeader, PlanFeaturesForm, useAdminPackages } from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';

/** /admin/plans: which features each tier includes; the server enforces a change at once. */
export function AdminPlansPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('plans.title'));
  const packages = useAdminPackages();

  return (
    <>
      <PageHeader title={t('plans.title')} description={t('plans.description')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {packages.data ? (
          <PlanFeaturesForm packages={packages.data.data} refreshing={packages.isFetching} />
        ) : (
          <AdminTable
            caption={t('plans.caption')}
            columns={[{ key: 'feature', header: t('plans.feature'), render: () => null }]}
            rows={undefined}
            rowKey={() => ''}
            loading={packages.isPending}
            error={packages.error}
            onRetry={() => void packages.refetch()}
            emptyText={t('plans.empty')}
          />
        )}
      </Paper>
    </>
  );
}
