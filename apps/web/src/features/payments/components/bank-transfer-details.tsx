import type { BankTransferDetails as Details } from '@acorn/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../app-config';
import { useBankTransfer } from '../api/bank-transfer';
import { formatPercent, groupIban } from '../lib/format';
import classes from './bank-transfer-details.module.css';

interface DetailRow {
  id: string;
  label: string;
  value: string;
  /** What the copy button puts on the clipboard (the raw IBAN, the amount as a plain number). */
  copy?: string;
  strong?: boolean;
  mono?: boolean;
}

/** /bank-transfer: where and how much to transfer, each value one click from the clipboard. */
export function BankTransferDetails() {
  const { t } = useTranslation('payments');
  const details = useBankTransfer();
  usePageTitle(t('bankTransfer.title'));

  return (
    <Stack gap="xl" maw={720} mx="auto">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('bankTransfer.title')}
        </Title>
        {details.data && (
          <Text c="dimmed">
            {t('bankTransfer.intro', {
              name: details.data.package.name,
              period: t(`bankTransfer.periods.${details.data.substype}`),
            })}
          </Text>
        )}
      </Stack>
      {details.data ? (
        <TransferCard details={details.data} />
      ) : details.isError ? (
        isApiError(details.error) && details.error.status === 404 ? (
          <Alert color="acorn" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('errors:bank_transfer_not_found')}
          </Alert>
        ) : (
          <ErrorState error={details.error} onRetry={() => void details.refetch()} />
        )
      ) : (
        <Stack gap="sm" role="status" aria-label={t('bankTransfer.loading')}>
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button
          component={Link}
          to={paths.welcome()}
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('bankTransfer.letsGrow')}
        </Button>
      </Group>
    </Stack>
  );
}

function TransferCard({ details }: { details: Details }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [copied, setCopied] = useState('');
  const euros = (amount: number) => formatEuros(amount, language, { currency: details.currency });

  const account: DetailRow[] = [
    {
      id: 'beneficiary',
      label: t('bankTransfer.beneficiary'),
      value: details.beneficiary,
      copy: details.beneficiary,
    },
    {
      id: 'iban',
      label: t('bankTransfer.iban'),
      value: groupIban(details.iban),
      copy: details.iban.replace(/\s+/g, ''),
      mono: true,
    },
    { id: 'bic', label: t('bankTransfer.bic'), value: details.bic, copy: details.bic, mono: true },
    { id: 'bank', label: t('bankTransfer.bank'), value: details.bank_name },
    {
      id: 'reference',
      label: t('bankTransfer.reference'),
      value: details.reference,
      copy: details.reference,
      mono: true,
      strong: true,
    },
  ];
  const amounts: DetailRow[] = [
    { id: 'net', label: t('bankTransfer.net'), value: euros(details.net_amount) },
    {
      id: 'vat',
      label: t('bankTransfer.vat', { rate: formatPercent(details.vat_rate, language) }),
      value: euros(details.vat_amount),
    },
    {
      id: 'total',
      label: t('bankTransfer.total'),
      value: euros(details.total_amount),
      copy: details.total_amount.toFixed(2),
      strong: true,
    },
  ];

  const renderRows = (rows: DetailRow[]) =>
    rows.map((row) => (
      <div key={row.id} className={classes.row} data-strong={row.strong || undefined}>
        <dt className={classes.label}>{row.label}</dt>
        <dd className={classes.value}>
          <span className={row.mono ? classes.mono : undefined}>{row.value}</span>
          {row.copy && (
            <CopyButton value={row.copy} timeout={2000}>
              {({ copied: isCopied, copy }) => (
                <Tooltip
                  label={isCopied ? t('bankTransfer.copied') : t('bankTransfer.copy', { label: row.label })}
                  withArrow
                >
                  <ActionIcon
                    variant="subtle"
                    color={isCopied ? 'forest' : 'gray'}
                    aria-label={t('bankTransfer.copy', { label: row.label })}
                    onClick={() => {
                      copy();
                      setCopied(t('bankTransfer.copiedLabel', { label: row.label }));
                    }}
                  >
                    {isCopied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          )}
        </dd>
      </div>
    ));

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <section aria-labelledby="transfer-account-heading">
          <Title order={2} fz="lg" mb="sm" id="transfer-account-heading">
            {t('bankTransfer.accountHeading')}
          </Title>
          <dl className={classes.list}>{renderRows(account)}</dl>
        </section>
        <section aria-labelledby="transfer-amount-heading">
          <Title order={2} fz="lg" mb="sm" id="transfer-amount-heading">
            {t('bankTransfer.amountHeading')}
          </Title>
          <dl className={classes.list}>{renderRows(amounts)}</dl>
        </section>
        <Text size="sm" c="dimmed">
          {t('bankTransfer.note')}
        </Text>
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {copied}
      </VisuallyHidden>
    </Paper>
  );
}
