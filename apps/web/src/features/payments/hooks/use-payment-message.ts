import { PAYMENT_MESSAGES, validationMessageKey } from '@acorn/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

const paymentMessageKey = (message: string): PaymentMessageKey | undefined =>
  (Object.keys(PAYMENT_MESSAGES) as PaymentMessageKey[]).find((key) => PAYMENT_MESSAGES[key] === message);

/**
 * The text for a failed payment call in the interface language: the payments API's messages
 * (PAYMENT_MESSAGES) and the contracts' validation messages by key; the generic message for
 * failures the user cannot act on.
 */
export function usePaymentFailureText() {
  const { t } = useTranslation(['payments', 'validation']);
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error) || error.status < 400 || error.status >= 500) return t('payments:genericError');
      if (error.code === 'invalid_response' || error.code.startsWith('http_'))
        return t('payments:genericError');
      const paymentKey = paymentMessageKey(error.message);
      if (paymentKey) return t(`payments:server.${paymentKey}`);
      const validationKey = validationMessageKey(error.message);
      if (validationKey) return t(`validation:${validationKey}`);
      return error.message || t('payments:genericError');
    },
    [t],
  );
}
