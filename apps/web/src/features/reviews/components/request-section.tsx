import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPencilPlus, IconSend, type TablerIcon } from '@tabler/icons-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

interface RequestSectionProps {
  title: string;
  intro: string;
  icon: TablerIcon;
  children: ReactNode;
}

/** One way to ask for or give feedback: a titled region with a short word on what it does. */
function RequestSection({ title, intro, icon: Icon, children }: RequestSectionProps) {
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

/**
 * An ask or a give of feedback in its RequestSection: the fields, then the submit at the row's end
 * (a give goes on to write, an ask sends), busy while the form is sent.
 */
export function RequestForm({
  formProps,
  busy,
  submitLabel,
  give = false,
  children,
  ...section
}: RequestSectionProps & {
  formProps: ComponentProps<'form'>;
  busy: boolean;
  submitLabel: string;
  give?: boolean;
}) {
  const SubmitIcon = give ? IconPencilPlus : IconSend;
  return (
    <RequestSection {...section}>
      <form {...formProps}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={busy}
              loading={busy}
              leftSection={<SubmitIcon size={16} aria-hidden />}
              w={{ base: '100%', xs: 'auto' }}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </RequestSection>
  );
}
