import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the form (e.g. back to sign in). */
  footer?: ReactNode;
  /** Heading level: 1 when the card is the page, 2 when it sits under the page's own title. */
  order?: 1 | 2;
}

/** The white card the guest forms sit in. */
export function AuthCard({ title, description, children, footer, order = 1 }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={order} fz={{ base: 24, sm: 28 }} lh={1.2}>
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
        {footer}
      </Stack>
    </Paper>
  );
}
