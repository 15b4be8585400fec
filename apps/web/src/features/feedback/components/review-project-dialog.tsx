import { addReviewPermitInputSchema } from '@acorn/contracts';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { sendReviewGive } from '../api/feedback';

/** A review is given about a project: its name is asked first, then the giver's own form opens. */
export default function ReviewProjectDialog({
  companyId,
  companyName,
  onClose,
}: {
  companyId: number;
  companyName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('feedback');
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: addReviewPermitInputSchema,
    initialValues: { project_name: '' },
    toInput: (values) => ({
      participant: companyId,
      request_type: 'give',
      project_name: values.project_name,
    }),
  });
  const submit = useSubmit(form, {
    send: (input) => sendReviewGive(input),
    onSuccess: (code) => {
      if (code) void navigate(paths.giveReview(code));
    },
    failure: 'inline',
  });
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {t('panel.projectTitle', { company: companyName })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('panel.cancel') }}
    >
      <form {...submit.formProps}>
        <Stack gap="md">
          <FormAlert>{submit.failure}</FormAlert>
          <TextInput
            label={t('panel.project')}
            description={t('panel.projectHint')}
            withAsterisk
            maxLength={255}
            data-autofocus
            {...form.getInputProps('project_name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('panel.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('panel.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
