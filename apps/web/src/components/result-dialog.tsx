import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The spec's outcome dialogs: 'Great!' with a success text, or 'Error' with the server's message. */
export function ResultDialog({
  result,
  onClose,
}: {
  result: { kind: 'success' | 'error'; message: string } | null;
  onClose: () => void;
}) {
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
