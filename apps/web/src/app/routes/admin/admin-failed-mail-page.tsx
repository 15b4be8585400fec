import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FailedMailList, PageHeader, useListParams } from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';

const NO_FILTERS = [] as const;

/** /admin/failed-mail: mail given up on, with its reason; the operator can send it again. */
export function AdminFailedMailPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('failedMail.title'));
  const { page, setPage } = useListParams(NO_FILTERS);
  return (
    <>
      <PageHeader title={t('failedMail.title')} description={t('failedMail.description')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <FailedMailList page={page} onPageChange={setPage} />
      </Paper>
    </>
  );
}
