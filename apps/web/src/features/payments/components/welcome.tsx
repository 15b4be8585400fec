import { REGISTRATION_COMPLETE_STEP } from '@acorn/contracts';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconConfetti, IconHourglass, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useReloadUser, useSignedInUser } from '../../accounts';
import { usePageTitle } from '../../app-config';
import { paymentResultQueryOptions } from '../api/payment-result';
import {
  BANK_TRANSFER_PENDING,
  PAYMENT_POLL_ATTEMPTS,
  PAYMENT_POLL_INTERVAL_MS,
  welcomeView,
} from '../lib/payment-outcome';
import { ResultPanel, ResultText } from './result-panel';

/**
 * /welcome, where the checkout (or the bank-transfer page) returns: asks once how the payment
 * went (paymentSuccessTaffiliate), waits calmly while it is being confirmed, and celebrates the
 * completed registration with 'Let's Grow'.
 */
export function Welcome() {
  const { t } = useTranslation('payments');
  const user = useSignedInUser();
  const navigate = useNavigate();
  const reloadUser = useReloadUser();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') ?? undefined;
  const [leaving, setLeaving] = useState(false);

  const result = useQuery({
    ...paymentResultQueryOptions(sessionId),
    refetchInterval: (query) =>
      query.state.data &&
      welcomeView(query.state.data, user) === 'confirming' &&
      query.state.dataUpdateCount <= PAYMENT_POLL_ATTEMPTS
        ? PAYMENT_POLL_INTERVAL_MS
        : false,
  });
  const view = result.data ? welcomeView(result.data, user) : null;
  // Answers received so far: the first one and the polls after it.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (result.dataUpdatedAt) setAnswers((count) => count + 1);
  }, [result.dataUpdatedAt]);
  const gaveUp = view === 'confirming' && answers > PAYMENT_POLL_ATTEMPTS && !result.isFetching;

  usePageTitle(view === 'confirming' ? t('welcome.confirmingTitle') : t('welcome.title'));

  // A confirmation that arrived while waiting changes the user's step and tier: load them again.
  useEffect(() => {
    if (result.data?.status === 'payment-done' && user.step < REGISTRATION_COMPLETE_STEP) void reloadUser();
  }, [result.data?.status, user.step, reloadUser]);

  if (result.isError || view === 'leave') return <Navigate to={paths.home()} replace />;
  if (!view) return <PageLoader />;

  if (view === 'confirming') {
    return (
      <ResultPanel
        icon={<IconHourglass size={40} aria-hidden />}
        color="acorn"
        title={t('welcome.confirmingTitle')}
        live
      >
        <ResultText>{gaveUp ? t('welcome.stillConfirming') : t('welcome.confirming')}</ResultText>
        {gaveUp ? (
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void result.refetch()}
          >
            {t('welcome.checkAgain')}
          </Button>
        ) : (
          <Loader size="sm" type="dots" aria-hidden />
        )}
      </ResultPanel>
    );
  }

  const letsGrow = async () => {
    setLeaving(true);
    // The profile's guard must see the completed registration.
    const fresh = await reloadUser();
    await navigate(fresh ? paths.profile() : paths.home());
  };

  return (
    <ResultPanel icon={<IconConfetti size={40} aria-hidden />} color="forest" title={t('welcome.title')}>
      <ResultText>{t('welcome.text')}</ResultText>
      {user.payment_status === BANK_TRANSFER_PENDING && (
        <Text size="sm" maw={480}>
          {t('welcome.bankPending')}
        </Text>
      )}
      <Group justify="center" mt="sm">
        <Button size="md" onClick={() => void letsGrow()} loading={leaving}>
          {t('welcome.letsGrow')}
        </Button>
      </Group>
    </ResultPanel>
  );
}
