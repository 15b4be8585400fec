import { type AdminPaymentRequest, PAYMENT_REQUEST_STATUSES } from '@acorn/contracts';
import { Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { formatPeriod, MONTHS, monthName, yearChoices } from '../../advisor-payments';
import { type PaymentRequestStep, useAdvancePaymentRequest } from '../api/payment-requests';
import { adminKeys } from '../api/query-keys';
import { searchUsers } from '../api/users';
import { useAdminNotice } from '../hooks/use-admin-notice';
import type { AdminColumn } from './admin-table';
import { useConfirmAction } from './confirm-action';

export const PAYMENT_FILTER_KEYS = ['status', 'month', 'year', 'advisor_id'] as const;
type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];
export const PAYMENT_FILTER_VALUES = {
  status: PAYMENT_REQUEST_STATUSES,
  month: MONTHS.map(String),
} as const;

/**
 * How the queue names an advisor: by name, else e-mail. An advisor who erased their account keeps
 * their requests for the legal period under its number only.
 */
const advisorName = (advisor: AdminPaymentRequest['advisor'], t: TFunction<'admin'>) =>
  advisor.erased ? t('payments.erasedAdvisor', { id: advisor.id }) : advisor.name || advisor.email;

interface PaymentRequestFiltersProps {
  values: Record<PaymentFilterKey, string>;
  onChange: (changes: Partial<Record<PaymentFilterKey, string>>) => void;
}

/** Status, month, year and advisor filters of the queue. */
export function PaymentRequestFilters({ values, onChange }: PaymentRequestFiltersProps) {
  const { t } = useTranslation(['admin', 'advisor-payments']);
  const language = useLanguage();
  const advisors = useQuery({
    queryKey: adminKeys.users({ role: '2', perPage: 200, purpose: 'advisor-filter' }),
    queryFn: () => searchUsers({ role: '2', perPage: 200 }),
  });
  const any = { value: '', label: t('filters.any') };
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
      <NativeSelect
        label={t('payments.status')}
        value={values.status}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        data={[
          any,
          ...PAYMENT_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`advisor-payments:status.${status}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('payments.month')}
        value={values.month}
        onChange={(event) => onChange({ month: event.currentTarget.value })}
        data={[any, ...MONTHS.map((month) => ({ value: String(month), label: monthName(month, language) }))]}
      />
      <NativeSelect
        label={t('payments.year')}
        value={values.year}
        onChange={(event) => onChange({ year: event.currentTarget.value })}
        data={[any, ...yearChoices().map((year) => ({ value: String(year), label: String(year) }))]}
      />
      <NativeSelect
        label={t('payments.advisor')}
        value={values.advisor_id}
        onChange={(event) => onChange({ advisor_id: event.currentTarget.value })}
        data={[
          any,
          ...(advisors.data?.data ?? []).map((advisor) => ({
            value: String(advisor.id),
            label: advisor.erased_at
              ? t('payments.erasedAdvisor', { id: advisor.id })
              : advisor.name
                ? `${advisor.name} (${advisor.email})`
                : advisor.email,
          })),
        ]}
      />
    </SimpleGrid>
  );
}

function Stamp({ by, at }: { by: string | null; at: string | null }) {
  if (!at) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDateTime(at)}</Text>
      <Text size="xs" c="dimmed">
        {by ?? '—'}
      </Text>
    </Stack>
  );
}

const STEP_OF: Partial<Record<AdminPaymentRequest['status'], PaymentRequestStep>> = {
  Submitted: 'approve',
  Approved: 'pay',
};

function StepButton({ request }: { request: AdminPaymentRequest }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const notice = useAdminNotice();
  const confirm = useConfirmAction();
  const advance = useAdvancePaymentRequest();
  const step = STEP_OF[request.status];
  if (!step) return <Text c="dimmed">—</Text>;

  const subject = {
    advisor: advisorName(request.advisor, t),
    participant: request.participant.company_name ?? `#${request.participant.id}`,
    period: formatPeriod(request.month, request.year, language),
  };
  const text = t(`payments.${step}Text`, subject);
  const ask = () =>
    confirm({
      title: t(`payments.${step}Title`),
      // An erased advisor's request still closes the books, but nothing reaches the advisor.
      body: request.advisor.erased ? (
        <Stack gap="xs">
          <Text size="sm">{text}</Text>
          <Text size="sm" fw={600}>
            {t(`payments.${step}Erased`)}
          </Text>
        </Stack>
      ) : (
        text
      ),
      confirmLabel: t(`payments.${step}`),
      onConfirm: () =>
        advance.mutate(
          { id: request.id, step },
          {
            onSuccess: () => notice.success(t(`payments.${step}Done`, subject)),
            onError: (error) => notice.failure(error),
          },
        ),
    });

  return (
    <Button
      size="xs"
      variant={step === 'approve' ? 'filled' : 'light'}
      leftSection={
        step === 'approve' ? <IconCircleCheck size={14} aria-hidden /> : <IconCash size={14} aria-hidden />
      }
      onClick={ask}
      loading={advance.isPending}
      aria-label={t(`payments.${step}Named`, subject)}
    >
      {t(`payments.${step}`)}
    </Button>
  );
}

/** The queue's columns: who, for which company and month, where it stands, who approved and paid it. */
export function usePaymentRequestColumns(): AdminColumn<AdminPaymentRequest>[] {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return [
    {
      key: 'advisor',
      header: t('payments.advisor'),
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {advisorName(request.advisor, t)}
          </Text>
          {request.advisor.name && !request.advisor.erased && (
            <Text size="xs" c="dimmed">
              {request.advisor.email}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'participant',
      header: t('payments.participant'),
      render: (request) => request.participant.company_name ?? '—',
    },
    {
      key: 'period',
      header: t('payments.period'),
      nowrap: true,
      render: (request) => formatPeriod(request.month, request.year, language),
    },
    {
      key: 'status',
      header: t('payments.status'),
      nowrap: true,
      render: (request) => <PaymentStatusBadge status={request.status} />,
    },
    {
      key: 'submitted',
      header: t('payments.submitted'),
      nowrap: true,
      render: (request) => formatDateTime(request.created_at),
    },
    {
      key: 'approved',
      header: t('payments.approved'),
      nowrap: true,
      render: (request) => <Stamp by={request.approved_by} at={request.approved_at} />,
    },
    {
      key: 'paid',
      header: t('payments.paid'),
      nowrap: true,
      render: (request) => <Stamp by={request.paid_by} at={request.paid_at} />,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      nowrap: true,
      render: (request) => <StepButton request={request} />,
    },
  ];
}
