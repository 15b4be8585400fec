import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

/** One way to ask for or give feedback: a titled region with a short word on what it does. */
export function RequestSection({
  title,
  intro,
  icon: Icon,
  children,
}: {
  title: string;
  intro: string;
  icon: TablerIcon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color="acorn" radius="xl">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="h4" id={id}>
              {title}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
