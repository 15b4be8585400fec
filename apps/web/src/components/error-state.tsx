import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../lib/error-text';

/** A failed load, in words, with a retry button when the caller can refetch. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('errors');
  const message = useErrorText()(error);
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm">{message}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
          >
            {t('retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
