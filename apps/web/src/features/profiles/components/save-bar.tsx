import { Button, Group, Loader } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The form's Save button; while sending it is disabled and reads 'Your form is submitted!'. */
export function SaveBar({ submitting, label }: { submitting: boolean; label?: string }) {
  const { t } = useTranslation('profiles');
  return (
    <Group justify="flex-end">
      <Button
        type="submit"
        size="md"
        disabled={submitting}
        leftSection={
          submitting ? (
            <Loader size={16} color="gray" aria-hidden />
          ) : (
            <IconDeviceFloppy size={18} aria-hidden />
          )
        }
        w={{ base: '100%', xs: 'auto' }}
      >
        {submitting ? t('actions.saving') : (label ?? t('actions.save'))}
      </Button>
    </Group>
  );
}
