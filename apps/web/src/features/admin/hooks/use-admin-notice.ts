import { notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAdminError } from '../lib/admin-errors';

/** The text for a failed console call, in the interface language where the case is known. */
export function useAdminErrorText() {
  const { t } = useTranslation(['admin', 'advisorPayments']);
  return useCallback(
    (error: unknown): string => {
      const failure = describeAdminError(error);
      if (failure.kind === 'text') return failure.text;
      if (failure.kind === 'transition') {
        return t('errors.transition', {
          from: t(`advisorPayments:status.${failure.from}`),
          to: t(`advisorPayments:status.${failure.to}`),
          current: t(`advisorPayments:status.${failure.current}`),
        });
      }
      return t(`errors.${failure.key}`);
    },
    [t],
  );
}

/** Success and failure notifications of operator actions (announced as alerts). */
export function useAdminNotice() {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
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
