import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useErrorMessage } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';

function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const message = useErrorMessage(error);
  return (
    <Stack align="center" gap="md" ta="center" maw={480}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{message}</Text>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </Stack>
  );
}

/** Last resort when a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Center mih="100dvh" p="md" component="main">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundState /> : <RouteError error={error} />}
    </Center>
  );
}
