import { Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';

/**
 * Shows a loader until every list a form needs has arrived, or the first failure with a retry;
 * then the form.
 */
export function ListsState({
  queries,
  loadingLabel,
  children,
}: {
  queries: UseQueryResult[];
  loadingLabel: string;
  children: ReactNode;
}) {
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
            {loadingLabel}
          </Text>
        </Stack>
      </Center>
    );
  }
  return children;
}
