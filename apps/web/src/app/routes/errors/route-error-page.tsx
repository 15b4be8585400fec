import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { useErrorText } from '../../../lib/error-text';
import { LoadFailurePage } from '../../load-failure';

function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const message = useErrorText()(error);
  return (
    <Stack align="center" gap="md" ta="center" maw={480}>
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed">{message}</Text>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </Stack>
  );
}

/** A page's script chunk that could not be fetched (offline, or replaced by a new release). */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed/i.test(error.message);

/** Last resort when a route throws while loading or rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadFailure(error)) return <LoadFailurePage />;
  return (
    <Center mih="100dvh" p="md" component="main">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundState /> : <RouteError error={error} />}
    </Center>
  );
}
