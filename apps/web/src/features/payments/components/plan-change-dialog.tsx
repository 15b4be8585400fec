import type { BankTransferDetails, Package } from '@acorn/contracts';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useErrorText } from '../../../lib/error-text';
import { formatDate, formatEuros } from '../../../lib/format';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { useChangePlan, usePlanChangeQuote } from '../api/billing';

/**
 * Confirms a change to `target`: the server's quote says whether it is an upgrade (charged now,
 * prorated, with VAT) or a downgrade (from the period end), and what each period costs after.
 */
export function PlanChangeDialog({ target, onClose }: { target: Package | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const errorText = useErrorText();
  const quote = usePlanChangeQuote(target?.id ?? null);
  const change = useChangePlan();
  const [transfer, setTransfer] = useState<BankTransferDetails | null>(null);
  const name = target ? localizedField(target, 'name', language) : '';

  const close = () => {
    setTransfer(null);
    change.reset();
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    try {
      const result = await change.mutateAsync({ package_id: target.id });
      if (result.transfer) {
        setTransfer(result.transfer);
        return;
      }
      notifications.show({
        color: 'green',
        message:
          result.data.kind === 'upgrade'
            ? t('billing.change.upgraded', { plan: name })
            : t('billing.change.scheduled', {
                plan: name,
                date: formatDate(result.data.effective_at),
              }),
      });
      close();
    } catch {
      // The error is shown in the dialog.
    }
  };

  const data = quote.data;
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('billing.change.title', { plan: name })}
      centered
    >
      {transfer ? (
        <Stack gap="sm">
          <Text>{t('billing.change.transferIntro', { plan: name })}</Text>
          <dl>
            <Text component="dt" fw={600}>
              {t('bankTransfer.total')}
            </Text>
            <Text component="dd" m={0} mb="xs">
              {formatEuros(transfer.total_amount, language)}
            </Text>
            <Text component="dt" fw={600}>
              {t('bankTransfer.iban')}
            </Text>
            <Text component="dd" m={0} mb="xs">
              {transfer.iban}
            </Text>
            <Text component="dt" fw={600}>
              {t('bankTransfer.bic')}
            </Text>
            <Text component="dd" m={0} mb="xs">
              {transfer.bic}
            </Text>
            <Text component="dt" fw={600}>
              {t('bankTransfer.reference')}
            </Text>
            <Text component="dd" m={0}>
              {transfer.reference}
            </Text>
          </dl>
          <Group justify="flex-end">
            <Button onClick={close}>{t('billing.change.done')}</Button>
          </Group>
        </Stack>
      ) : quote.isError ? (
        <ErrorState error={quote.error} onRetry={() => void quote.refetch()} />
      ) : !data ? (
        <Stack gap="xs" role="status" aria-label={t('billing.loading')}>
          <Skeleton height={20} />
          <Skeleton height={20} width="70%" />
        </Stack>
      ) : (
        <Stack gap="md">
          {data.kind === 'upgrade' ? (
            <Text>
              {t('billing.change.upgradeText', {
                plan: name,
                amount: formatEuros(data.charge.total_amount, language),
                vat: formatEuros(data.charge.vat_amount, language),
              })}
            </Text>
          ) : (
            <Text>
              {t('billing.change.downgradeText', {
                plan: name,
                date: formatDate(data.effective_at),
              })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('billing.change.nextAmount', { amount: formatEuros(data.next_amount.total_amount, language) })}
          </Text>
          {change.isError && (
            <Alert color="red" role="alert">
              {errorText(change.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('billing.change.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={change.isPending}>
              {data.kind === 'upgrade'
                ? t('billing.change.confirmUpgrade', {
                    amount: formatEuros(data.charge.total_amount, language),
                  })
                : t('billing.change.confirmDowngrade')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
