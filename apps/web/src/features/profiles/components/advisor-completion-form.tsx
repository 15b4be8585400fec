import { advisorUpdateSchema } from '@acorn/contracts';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../components/form/schema-errors';
import { fieldErrors, useErrorText } from '../../../lib/error-text';
import { useSignedInUser } from '../../accounts/api/get-me';
import { updateAdvisor, useProfileSaved } from '../api/own-profile';
import { focusFirstError, useProfileForm } from '../hooks/use-profile-form';

type Values = {
  name: string;
  job_function: string;
  company_name: string;
  bio: string;
};

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
  const { t } = useTranslation('profile');
  const user = useSignedInUser();
  const profileSaved = useProfileSaved();
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    if (dialog?.kind === 'done') onDone();
  };
  const form = useProfileForm<Values>(
    {
      name: user.name ?? '',
      job_function: user.job_function ?? '',
      company_name: user.company_name ?? '',
      bio: user.bio ?? '',
    },
    (values) => schemaErrors(advisorUpdateSchema, values),
  );

  const submit = async (values: Values) => {
    try {
      await updateAdvisor(advisorId, {
        name: values.name,
        job_function: values.job_function,
        company_name: values.company_name,
        bio: values.bio,
      });
      await profileSaved();
      show({ kind: 'done', message: t('success.advisorSaved') });
    } catch (error) {
      const problems = fieldErrors(error);
      if (Object.keys(problems).length > 0) {
        form.setErrors(problems);
        focusFirstError(formRef.current, problems);
      }
      show({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit(submit, (errors) => focusFirstError(formRef.current, errors))}
      >
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
