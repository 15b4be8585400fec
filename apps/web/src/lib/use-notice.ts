import { type NotificationData, notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine notifications (announced as alerts) with a named close button; returns the notice's id. */
export function useNotice() {
  const { t } = useTranslation('forms');
  return useCallback(
    (notice: NotificationData) =>
      notifications.show({ ...notice, closeButtonProps: { 'aria-label': t('notice.close') } }),
    [t],
  );
}
