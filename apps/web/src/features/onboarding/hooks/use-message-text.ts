import { ONBOARDING_MESSAGES, VALIDATION_MESSAGES, validationMessageKey } from '@acorn/contracts';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

type OnboardingMessageKey = keyof typeof ONBOARDING_MESSAGES;

const onboardingMessageKey = (message: string): OnboardingMessageKey | undefined =>
  (Object.keys(ONBOARDING_MESSAGES) as OnboardingMessageKey[]).find(
    (key) => ONBOARDING_MESSAGES[key] === message,
  );

/**
 * A rule or server message in the interface language: the contracts' validation messages
 * through the `validation` namespace, the wizard API's own through `onboarding:server.*`;
 * any other text is shown as it came.
 */
export function useMessageText() {
  const { t } = useTranslation(['onboarding', 'validation']);
  return useCallback(
    (message: ReactNode): ReactNode => {
      if (typeof message !== 'string') return message;
      const validationKey = validationMessageKey(message);
      if (validationKey) return t(`validation:${validationKey}`);
      const serverKey = onboardingMessageKey(message);
      if (serverKey) return t(`onboarding:server.${serverKey}`);
      return message;
    },
    [t],
  );
}

/**
 * The text for a failed save: the server's message when it sent one the user can act on (in
 * their language), otherwise the spec's 'Something went wrong, please try again'.
 */
export function useFailureText() {
  const { t } = useTranslation('onboarding');
  const messageText = useMessageText();
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error) && error.status === 413)
        return String(messageText(VALIDATION_MESSAGES.fileTooLarge));
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
