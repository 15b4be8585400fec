import { Alert, SimpleGrid } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Two columns from small screens on, one on phones: the grid the kit's fields are laid out in. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** A field that takes a whole row of a FieldGrid. */
export const FULL_ROW = { gridColumn: '1 / -1' } as const;

/** A failure no field shows, in place above the fields (useSubmit's `failure: 'inline'`). */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
      {children}
    </Alert>
  );
}
