import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../lib/confirm';

export interface ConfirmOptions {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Red confirm button, for actions that take something away (deactivate, unlink). */
  danger?: boolean;
  onConfirm: () => void;
}

/** A confirmation dialog before an operator action; Cancel (or Escape) does nothing. */
export function useConfirmAction() {
  const { t } = useTranslation('admin');
  return useCallback(
    ({ title, body, confirmLabel, danger = false, onConfirm }: ConfirmOptions) =>
      openConfirm({
        title,
        children: typeof body === 'string' ? <Text size="sm">{body}</Text> : body,
        labels: { confirm: confirmLabel, cancel: t('common.cancel') },
        confirmProps: { color: danger ? 'red.8' : undefined },
        closeButtonProps: { 'aria-label': t('common.close') },
        onConfirm,
      }),
    [t],
  );
}
