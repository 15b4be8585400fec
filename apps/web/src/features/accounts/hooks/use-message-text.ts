import { validationMessageKey } from '@acorn/contracts';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { serverMessageKey } from '../lib/server-messages';

/**
 * Turns an English rule or server message into the interface language: the contracts' validation
 * messages through the `validation` namespace, the API's account messages through `accounts`;
 * anything else (an unknown server text) is shown as it came.
 */
export function useMessageText() {
  const { t } = useTranslation(['accounts', 'validation']);
  return useCallback(
    (message: ReactNode): ReactNode => {
      if (typeof message !== 'string') return message;
      const validationKey = validationMessageKey(message);
      if (validationKey) return t(`validation:${validationKey}`);
      const serverKey = serverMessageKey(message);
      if (serverKey) return t(`accounts:server.${serverKey}`);
      return message;
    },
    [t],
  );
}

/**
 * The text for a failed account call: the server's message when the API sent one the user can
 * act on (in their language), otherwise the spec's generic 'Something went wrong, please try again'.
 */
export function useFailureText() {
  const { t } = useTranslation('accounts');
  const messageText = useMessageText();
  return useCallback(
    (error: unknown): string => {
      const fromServer =
        isApiError(error) &&
        error.status >= 400 &&
        error.status < 500 &&
        error.code !== 'invalid_response' &&
        !error.code.startsWith('http_');
      if (!fromServer) return t('genericError');
      const text = messageText(error.message);
      return typeof text === 'string' && text ? text : t('genericError');
    },
    [t, messageText],
  );
}
