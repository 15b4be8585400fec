import { Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../error-state';

/**
 * A form that chooses from lists (lib/reference-lists) shows once they have arrived: a loader
 * until then, or the first failure with a retry.
 */
export function ListsGate({
  queries,
  loadingLabel,
  children,
}: {
  queries: UseQueryResult[];
  /** What is loading, in words; 'Loading…' by default. */
  loadingLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  // A failed refresh of a list already shown keeps the form (and what was typed) on screen.
  const failed = queries.find((query) => query.isError && query.data === undefined);
  if (failed) {
    return (
      <ErrorState
        error={failed.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text size="sm" c="dimmed">
            {loadingLabel ?? t('loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return children;
}
