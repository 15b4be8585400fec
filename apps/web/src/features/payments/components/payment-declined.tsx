import { Loader } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../app-config';
import { ResultPanel, ResultText } from './result-panel';

/** The spec's pause before the wizard opens again (accounts spec §9). */
const PAYMENT_DECLINED_REDIRECT_MS = 1000;

/** /payment-not-success: 'Payment Declined', then back to the subscription step after a second. */
export function PaymentDeclined() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  usePageTitle(t('declined.title'));

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.completeParticipantRegistration(), { replace: true }),
      PAYMENT_DECLINED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <ResultPanel
      icon={<IconCreditCardOff size={40} aria-hidden />}
      color="red"
      title={t('declined.title')}
      live
    >
      <ResultText>{t('declined.redirecting')}</ResultText>
      <Loader size="sm" type="dots" aria-hidden />
    </ResultPanel>
  );
}
