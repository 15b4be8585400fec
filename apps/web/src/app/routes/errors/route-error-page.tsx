import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
function RouteErrorPage({ error }: { error: unknown }) {
  if (isChunkLoadFailure(error)) return <LoadFailurePage />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <RouteError error={error} />
    </Center>
  );
}

interface BoundaryState {
  failure: { error: unknown } | null;
  resetKey: string;
}

/**
 * Catches what a page throws while loading its code or rendering and shows the error page in
 * its place; the next address (`resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? <RouteErrorPage error={this.state.failure.error} /> : this.props.children;
  }
}
