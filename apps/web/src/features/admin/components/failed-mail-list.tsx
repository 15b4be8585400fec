import type { FailedMail } from '@acorn/contracts';
import { Button, Code, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useFailedMail, useResendFailedMail } from '../api/failed-mail';
import { useAdminNotice } from '../hooks/use-admin-notice';
import { type AdminColumn, AdminTable } from './admin-table';
import { useConfirmAction } from './confirm-action';
import { ListPagination } from './list-pagination';

/** The reason the delivery code keeps when an attempt's end was never recorded (decision 056). */
const OUTCOME_UNKNOWN = 'outcome unknown';

function ResendButton({ mail }: { mail: FailedMail }) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const confirm = useConfirmAction();
  const resend = useResendFailedMail();
  const subject = { to: mail.to, subject: mail.subject };
  const ask = () =>
    confirm({
      title: t('failedMail.resendTitle'),
      body: t(
        mail.last_error === OUTCOME_UNKNOWN ? 'failedMail.resendUnknownText' : 'failedMail.resendText',
        subject,
      ),
      confirmLabel: t('failedMail.resend'),
      onConfirm: () =>
        resend.mutate(mail.id, {
          onSuccess: () => notice.success(t('failedMail.resent', subject)),
          onError: (error) => notice.failure(error),
        }),
    });
  return (
    <Button
      size="xs"
      leftSection={<IconSend size={14} aria-hidden />}
      onClick={ask}
      loading={resend.isPending}
      aria-label={t('failedMail.resendNamed', subject)}
    >
      {t('failedMail.resend')}
    </Button>
  );
}

/** Mail that failed for good, a page at a time, each with its reason and a way to send it again. */
export function FailedMailList({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  const mail = useFailedMail(page);

  const columns: AdminColumn<FailedMail>[] = [
    {
      key: 'subject',
      header: t('failedMail.mail'),
      render: (item) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {item.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {item.to}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('failedMail.reason'),
      render: (item) =>
        item.last_error === OUTCOME_UNKNOWN ? (
          <Text size="sm">{t('failedMail.outcomeUnknown')}</Text>
        ) : (
          <Code fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {item.last_error ?? '—'}
          </Code>
        ),
    },
    {
      key: 'attempts',
      header: t('failedMail.attempts'),
      nowrap: true,
      render: (item) => item.attempts,
    },
    {
      key: 'failed',
      header: t('failedMail.failedAt'),
      nowrap: true,
      render: (item) => (item.failed_at ? formatDateTime(item.failed_at) : '—'),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      nowrap: true,
      render: (item) => <ResendButton mail={item} />,
    },
  ];

  return (
    <>
      <AdminTable
        caption={t('failedMail.caption')}
        columns={columns}
        rows={mail.data?.data}
        rowKey={(item) => item.id}
        loading={mail.isPending}
        refreshing={mail.isPlaceholderData}
        error={mail.error}
        onRetry={() => void mail.refetch()}
        emptyText={t('failedMail.empty')}
        minWidth={820}
      />
      <ListPagination meta={mail.data?.meta} onChange={onPageChange} />
    </>
  );
}
