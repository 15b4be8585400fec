import { PROFILE_MESSAGES } from '@acorn/contracts';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../accounts/hooks/use-message-text';

type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;

export function profileMessageKey(message: string): ProfileMessageKey | undefined {
  return (Object.keys(PROFILE_MESSAGES) as ProfileMessageKey[]).find(
    (key) => PROFILE_MESSAGES[key] === message,
  );
}

/**
 * The profile API's own messages ('Invalid linkedin url', 'Changes updated successfully'...) through
 * the `profile` namespace; validation and account messages as the account forms translate them.
 */
export function useProfileMessageText() {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  return useCallback(
    (message: ReactNode): ReactNode => {
      if (typeof message !== 'string') return message;
      const key = profileMessageKey(message);
      return key ? t(`server.${key}`) : messageText(message);
    },
    [t, messageText],
  );
}
