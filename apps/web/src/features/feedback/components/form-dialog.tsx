import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { FormAlert } from '../../../components/form/form-layout';

/**
 * A small dialog holding one form: its title, a failure no field shows, the fields, then Cancel
 * (which also names the close button) and the submit.
 */
export function FormDialog({
  title,
  cancel,
  submitLabel,
  submitColor,
  onClose,
  formProps,
  failure,
  busy,
  children,
}: {
  title: string;
  cancel: string;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  onClose: () => void;
  formProps: ComponentProps<'form'>;
  /** A failure no field shows (useSubmit's `failure: 'inline'`). */
  failure: ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': cancel }}
    >
      <form {...formProps}>
        <Stack gap="md">
          <FormAlert>{failure}</FormAlert>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {cancel}
            </Button>
            <Button type="submit" color={submitColor} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
