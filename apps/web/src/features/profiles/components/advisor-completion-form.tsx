import { advisorUpdateSchema } from '@acorn/contracts';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useSignedInUser } from '../../accounts';
import { updateAdvisor, useProfileSaved } from '../api/own-profile';

type Dialog = { kind: 'done' | 'error'; message: string };

/**
 * The advisor completion form by id (PUT /api/advisors/{id}): the name is required. Success shows
 * 'Great!' and then `onDone`; a refused save shows an 'Error' dialog with 'Ok' and stays.
 */
export function AdvisorCompletionForm({
  advisorId,
  onDone,
  onCancel,
}: {
  advisorId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profiles');
  const user = useSignedInUser();
  const profileSaved = useProfileSaved();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    if (dialog?.kind === 'done') onDone();
  };
  const form = useSchemaForm({
    schema: advisorUpdateSchema,
    initialValues: {
      name: user.name ?? '',
      job_function: user.job_function ?? '',
      company_name: user.company_name ?? '',
      bio: user.bio ?? '',
    },
  });
  const submit = useSubmit(form, {
    send: (_, values) => updateAdvisor(advisorId, values),
    onSuccess: async () => {
      await profileSaved();
      show({ kind: 'done', message: t('success.advisorSaved') });
    },
    failure: (message) => show({ kind: 'error', message }),
  });

  return (
    <>
      <form {...submit.formProps}>
        <Stack gap="md">
          <TextInput
            label={t('fields.name')}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('fields.jobFunction')}
            autoComplete="organization-title"
            {...form.getInputProps('job_function')}
          />
          <TextInput
            label={t('fields.companyCommercialName')}
            autoComplete="organization"
            {...form.getInputProps('company_name')}
          />
          <Textarea
            label={t('fields.bio')}
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('bio')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={form.submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? t('actions.saving') : t('completion.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal
        opened={opened}
        onClose={close}
        title={
          <Group gap="xs">
            {dialog?.kind === 'done' ? (
              <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-forest-6)" />
            ) : (
              <IconAlertTriangle size={20} aria-hidden color="var(--mantine-color-red-8)" />
            )}
            <Text component="span" fw={700}>
              {dialog?.kind === 'done' ? t('completion.greatTitle') : t('completion.errorTitle')}
            </Text>
          </Group>
        }
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{dialog?.message}</Text>
          <Group justify="flex-end">
            <Button data-autofocus onClick={close}>
              {dialog?.kind === 'done' ? t('completion.continue') : t('completion.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
