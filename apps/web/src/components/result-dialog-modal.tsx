import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultDialogProps } from './result-dialog';

/** The outcome dialog itself (result-dialog.tsx). */
export default function ResultDialogModal({ result, onClose }: ResultDialogProps) {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {result?.kind === 'success' ? t('form.greatTitle') : t('form.errorTitle')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Stack gap="md">
        <Text>{result?.message}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('form.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
