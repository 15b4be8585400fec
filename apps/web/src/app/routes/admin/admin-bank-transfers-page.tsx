import type { PendingBankTransfer } from '@acorn/contracts';
import { Button, Code, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type AdminColumn,
  AdminTable,
  ListPagination,
  PageHeader,
  useAdminNotice,
  useConfirmAction,
  useConfirmBankTransfer,
  useListParams,
  usePendingBankTransfers,
} from '../../../features/admin';
import { usePageTitle } from '../../../features/app-config';
import { formatDateTime, formatEuros } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

const NO_FILTERS = [] as const;

function ConfirmButton({ transfer }: { transfer: PendingBankTransfer }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const notice = useAdminNotice();
  const confirm = useConfirmAction();
  const confirmTransfer = useConfirmBankTransfer();
  const subject = {
    reference: transfer.reference,
    company: transfer.user.company_name || transfer.user.email,
    amount: formatEuros(transfer.total_amount, language, { cents: 'always' }),
  };
  const ask = () =>
    confirm({
      title: t('transfers.confirmTitle'),
      body: t('transfers.confirmText', subject),
      confirmLabel: t('transfers.confirm'),
      onConfirm: () =>
        confirmTransfer.mutate(transfer.subscription_id, {
          onSuccess: (result) =>
            notice.success(t('transfers.confirmed', { ...subject, invoice: result.invoice_number })),
          onError: (error) => notice.failure(error),
        }),
    });
  return (
    <Button
      size="xs"
      leftSection={<IconBuildingBank size={14} aria-hidden />}
      onClick={ask}
      loading={confirmTransfer.isPending}
      aria-label={t('transfers.confirmNamed', subject)}
    >
      {t('transfers.confirm')}
    </Button>
  );
}

/** /admin/bank-transfers: purchases paid by transfer; confirming receipt activates them and issues the invoice. */
export function AdminBankTransfersPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  usePageTitle(t('transfers.title'));
  const { page, setPage } = useListParams(NO_FILTERS);
  const transfers = usePendingBankTransfers(page);

  const columns: AdminColumn<PendingBankTransfer>[] = [
    {
      key: 'reference',
      header: t('transfers.reference'),
      nowrap: true,
      render: (item) => <Code fz="sm">{item.reference}</Code>,
    },
    {
      key: 'company',
      header: t('transfers.company'),
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.user.company_name || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {item.user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'package',
      header: t('transfers.package'),
      nowrap: true,
      render: (item) =>
        `${item.package} · ${t(`transfers.period.${item.substype}`, { defaultValue: item.substype })}`,
    },
    {
      key: 'amount',
      header: t('transfers.amount'),
      nowrap: true,
      render: (item) => (
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatEuros(item.total_amount, language, { cents: 'always' })}
        </Text>
      ),
    },
    {
      key: 'created',
      header: t('transfers.ordered'),
      nowrap: true,
      render: (item) => formatDateTime(item.created_at),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      nowrap: true,
      render: (item) => <ConfirmButton transfer={item} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('transfers.title')} description={t('transfers.description')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <AdminTable
          caption={t('transfers.caption')}
          columns={columns}
          rows={transfers.data?.data}
          rowKey={(item) => item.subscription_id}
          loading={transfers.isPending}
          refreshing={transfers.isPlaceholderData}
          error={transfers.error}
          onRetry={() => void transfers.refetch()}
          emptyText={t('transfers.empty')}
          minWidth={820}
        />
        <ListPagination meta={transfers.data?.meta} onChange={setPage} />
      </Paper>
    </>
  );
}
