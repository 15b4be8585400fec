import type { BillingSummary } from '@acorn/contracts';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { formatDate, formatEuros } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../app-config';
import { startCardChange, useBilling, useChangePlan, useUndoPlanChange } from '../api/billing';
import { invoicePageFrom, useInvoices } from '../api/invoices';
import { InvoiceList } from './invoice-list';

type Subscription = NonNullable<BillingSummary['subscription']>;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/**
 * /billing: the plan, its period and renewal, the next amount, a scheduled change and the
 * actions, then the invoices. Both show once both are read: on a phone the plan's panel is taller
 * than any placeholder, and the invoices would jump down under it.
 */
export function Billing() {
  const { t } = useTranslation('payments');
  const billing = useBilling();
  const [searchParams] = useSearchParams();
  const invoices = useInvoices(invoicePageFrom(searchParams.get('page')));
  usePageTitle(t('billing.title'));
  if (billing.isPending || invoices.isPending) return <PageLoader />;

  return (
    <Stack gap="xl">
      <Stack gap="lg" maw={960}>
        <Title order={1}>{t('billing.title')}</Title>
        {searchParams.get('card') === 'updated' && (
          <Alert color="green" role="status">
            {t('billing.cardUpdated')}
          </Alert>
        )}
        {billing.isError ? (
          <ErrorState error={billing.error} onRetry={() => void billing.refetch()} />
        ) : !billing.data.subscription ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="flex-start" gap="sm">
              <Text fw={600}>{t('billing.noPlan')}</Text>
              <Button component={Link} to={paths.plans()}>
                {t('billing.seePlans')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <PlanPanel subscription={billing.data.subscription} change={billing.data.open_change} />
        )}
      </Stack>
      <InvoiceList embedded />
    </Stack>
  );
}

function PlanPanel({
  subscription,
  change,
}: {
  subscription: Subscription;
  change: BillingSummary['open_change'];
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const errorText = useErrorText();
  const undo = useUndoPlanChange();
  const cancel = useChangePlan();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cardBusy, setCardBusy] = useState(false);
  const active = subscription.status === 'active';
  const end = subscription.current_period_end ? formatDate(subscription.current_period_end) : '—';

  const changeCard = async () => {
    setCardBusy(true);
    try {
      window.location.assign((await startCardChange()).url);
    } catch (error) {
      setCardBusy(false);
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };

  const undoChange = async () => {
    try {
      await undo.mutateAsync();
      notifications.show({ color: 'green', message: t('billing.undone') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };

  const cancelPlan = async () => {
    try {
      await cancel.mutateAsync({ cancel: true });
      setConfirmCancel(false);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Fact label={t('billing.plan')} value={subscription.package.name} />
          <Fact label={t('billing.period')} value={t(`billing.periods.${subscription.substype}`)} />
          <Fact label={active ? t('billing.renewal') : t('billing.ended')} value={end} />
          <Fact
            label={t('billing.nextAmount')}
            value={
              subscription.next_amount
                ? t('billing.amountWithVat', {
                    amount: formatEuros(subscription.next_amount.total_amount, language),
                    rate: subscription.next_amount.vat_rate,
                  })
                : t('billing.noRenewal')
            }
          />
        </SimpleGrid>
        {change && (
          <Alert
            color={change.status === 'pending' ? 'yellow' : 'blue'}
            icon={<IconCalendarEvent aria-hidden />}
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {change.status === 'pending'
                  ? t('billing.pendingUpgrade', {
                      plan: change.package?.name ?? '',
                      amount: formatEuros(change.charge.total_amount, language),
                    })
                  : change.kind === 'cancel'
                    ? t('billing.scheduledCancel', { date: formatDate(change.effective_at) })
                    : t('billing.scheduledDowngrade', {
                        plan: change.package?.name ?? '',
                        date: formatDate(change.effective_at),
                      })}
              </Text>
              {change.status === 'scheduled' && (
                <Button size="xs" variant="white" onClick={() => void undoChange()} loading={undo.isPending}>
                  {t('billing.undo')}
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {active && (
          <Group gap="sm">
            <Button component={Link} to={paths.plans()}>
              {t('billing.changePlan')}
            </Button>
            {subscription.can_change_card && (
              <Button
                variant="default"
                leftSection={<IconCreditCard size={18} aria-hidden />}
                onClick={() => void changeCard()}
                loading={cardBusy}
              >
                {t('billing.changeCard')}
              </Button>
            )}
            {!change && (
              <Button variant="subtle" color="red" onClick={() => setConfirmCancel(true)}>
                {t('billing.cancelPlan')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('billing.cancelTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('billing.cancelText', { date: end })}</Text>
          {cancel.isError && (
            <Alert color="red" role="alert">
              {errorText(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              {t('billing.keepPlan')}
            </Button>
            <Button color="red" onClick={() => void cancelPlan()} loading={cancel.isPending}>
              {t('billing.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
