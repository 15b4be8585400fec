import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';

/** Success and failure notifications of operator actions (announced as alerts). */
export function useAdminNotice() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return useMemo(
    () => ({
      success: (message: string) =>
        notifications.show({
          color: 'forest',
          message,
          closeButtonProps: { 'aria-label': t('common.closeMessage') },
        }),
      failure: (error: unknown, title?: string) =>
        notifications.show({
          color: 'red',
          title: title ?? t('common.failedTitle'),
          message: errorText(error),
          autoClose: 8000,
          closeButtonProps: { 'aria-label': t('common.closeMessage') },
        }),
    }),
    [t, errorText],
  );
}
