import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface WizardActionsProps {
  /** Step 1's way out (a link, e.g. to /logout) or the previous step's button. */
  back?: { label: string; to: string } | { label: string; onClick: () => void };
  /** The submit button; omitted on a step whose content acts by itself (the package step). */
  submit?: { label: string; busyLabel: string; busy: boolean; disabled?: boolean; icon?: ReactNode };
}

/** The row under a wizard step: back (or cancel) on the left, the step's submit on the right. */
export function WizardActions({ back, submit }: WizardActionsProps) {
  return (
    <Group justify="space-between" gap="sm" mt="xl" wrap="wrap-reverse">
      {back ? (
        'to' in back ? (
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        ) : (
          <Button
            variant="default"
            onClick={back.onClick}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            disabled={submit?.busy}
          >
            {back.label}
          </Button>
        )
      ) : (
        <span />
      )}
      {submit && (
        <Button
          type="submit"
          disabled={submit.disabled || submit.busy}
          rightSection={submit.busy ? null : (submit.icon ?? <IconArrowRight size={18} aria-hidden />)}
          aria-busy={submit.busy || undefined}
        >
          {submit.busy ? submit.busyLabel : submit.label}
        </Button>
      )}
    </Group>
  );
}
