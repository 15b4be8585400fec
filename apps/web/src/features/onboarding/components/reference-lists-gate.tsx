import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import type { ReferenceOptions } from '../hooks/use-reference-options';

/** A form that chooses from the reference lists waits for them (spec: a loader until they load). */
export function ReferenceListsGate({
  options,
  children,
}: {
  options: ReferenceOptions;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (options.error) return <ErrorState error={options.error} onRetry={options.retry} />;
  if (options.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('loading')}>
        <Skeleton height={24} width="40%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} height={58} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return children;
}
