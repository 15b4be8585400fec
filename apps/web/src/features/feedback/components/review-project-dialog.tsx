import { addReviewPermitInputSchema } from '@acorn/contracts';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { sendReviewGive } from '../api/feedback';
import { FormDialog } from './form-dialog';

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
    <FormDialog
      title={t('panel.projectTitle', { company: companyName })}
      cancel={t('panel.cancel')}
      submitLabel={t('panel.continue')}
      onClose={onClose}
      formProps={submit.formProps}
      failure={submit.failure}
      busy={form.submitting}
    >
      <TextInput
        label={t('panel.project')}
        description={t('panel.projectHint')}
        withAsterisk
        maxLength={255}
        data-autofocus
        {...form.getInputProps('project_name')}
      />
    </FormDialog>
  );
}
