import { type ReportItemType, reportInputSchema } from '@acorn/contracts';
import { Text, Textarea } from '@mantine/core';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useNotice } from '../../../lib/use-notice';
import { useTranslation } from '../../../lib/use-translation';
import { sendReport } from '../api/feedback';
import { FormDialog } from './form-dialog';

const REASON_MAX = 1000;

/** Why a member reports a review or a referral; sent, a notice says it was received. */
export default function ReportDialog({
  itemType,
  itemId,
  onClose,
}: {
  itemType: ReportItemType;
  itemId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('feedback');
  const notice = useNotice();
  const form = useSchemaForm({
    schema: reportInputSchema,
    initialValues: { reason: '' },
    toInput: (values) => ({ item_type: itemType, item_id: itemId, reason: values.reason }),
  });
  const submit = useSubmit(form, {
    send: (input) => sendReport(input),
    onSuccess: () => {
      notice({ color: 'forest', title: t('report.received'), message: t('report.receivedText') });
      onClose();
    },
    failure: 'inline',
  });
  const reason = form.getValues().reason;
  return (
    <FormDialog
      title={t(`report.title.${itemType}`)}
      cancel={t('report.cancel')}
      submitLabel={t('report.send')}
      submitColor="red.8"
      onClose={onClose}
      formProps={submit.formProps}
      failure={submit.failure}
      busy={form.submitting}
    >
      <Textarea
        label={t('report.reason')}
        description={t('report.reasonHint')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        maxLength={REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <Text size="xs" c="dimmed" ta="right" aria-hidden>
        {reason.length} / {REASON_MAX}
      </Text>
    </FormDialog>
  );
}
