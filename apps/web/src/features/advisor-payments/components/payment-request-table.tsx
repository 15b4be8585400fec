import type { PaymentRequest } from '@acorn/contracts';
import { Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { formatPeriod } from '../lib/periods';

interface PaymentRequestTableProps {
  requests: PaymentRequest[] | undefined;
  loading: boolean;
  /** A new filter's rows are on their way; the current ones stay, dimmed. */
  refreshing: boolean;
  error: unknown;
  onRetry: () => void;
}

function StatusCell({ request }: { request: PaymentRequest }) {
  const { t } = useTranslation('advisor-payments');
  const changedAt = request.paid_at ?? request.approved_at;
  return (
    <Stack gap={2} align="flex-start">
      <PaymentStatusBadge status={request.status} />
      {changedAt && (
        <Text size="xs" c="dimmed">
          {t('table.changedOn', { date: formatDate(changedAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** Date (month/year), Participant and Status; 'No data yet' when nothing matches. */
export function PaymentRequestTable({
  requests,
  loading,
  refreshing,
  error,
  onRetry,
}: PaymentRequestTableProps) {
  const { t } = useTranslation('advisor-payments');
  const language = useLanguage();
  // Phones get "Mar 2026", which wraps before the year where the three columns need it.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;

  if (error && !requests) return <ErrorState error={error} onRetry={onRetry} />;

  let body: ReactNode;
  if (loading || !requests) {
    body = [0, 1, 2].map((row) => (
      <Table.Tr key={row}>
        {[0, 1, 2].map((cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (requests.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={3}>
          <Text c="dimmed" ta="center" py="lg">
            {t('table.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = requests.map((request) => (
      <Table.Tr key={request.id}>
        <Table.Td>{formatPeriod(request.month, request.year, language, narrow)}</Table.Td>
        <Table.Td>{request.participant.company_name}</Table.Td>
        <Table.Td>
          <StatusCell request={request} />
        </Table.Td>
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={240} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={loading || refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <VisuallyHidden component="caption">{t('table.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.date')}</Table.Th>
            <Table.Th scope="col">{t('table.participant')}</Table.Th>
            <Table.Th scope="col">{t('table.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
