import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ResultPanelProps {
  icon: ReactNode;
  color: string;
  title: string;
  children?: ReactNode;
  /** Announce the panel's text as it appears (a status the user waits on). */
  live?: boolean;
}

/** A payment outcome: a large icon, the heading and what happens next. */
export function ResultPanel({ icon, color, title, children, live = false }: ResultPanelProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'lg', sm: 48 }}
      maw={640}
      mx="auto"
      mt={{ base: 0, sm: 'xl' }}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={80} radius={80} color={color} variant="light">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        <Stack gap="md" align="center" role={live ? 'status' : undefined}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function ResultText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" maw={480}>
      {children}
    </Text>
  );
}
