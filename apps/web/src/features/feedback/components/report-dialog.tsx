import { type ReportItemType, reportInputSchema } from '@acorn/contracts';
import { Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useNotice } from '../../../lib/use-notice';
import { sendReport } from '../api/feedback';
import { FormDialog } from './form-dialog';

const REASON_MAX = 1000;

/**
 * Why a member reports a review, a referral or a conversation; sent, a notice says it was
 * received. A conversation's words name the other member, so the caller may give them.
 */
export default function ReportDialog({
  itemType,
  itemId,
  onClose,
  title,
  reasonHint,
}: {
  itemType: ReportItemType;
  itemId: number;
  onClose: () => void;
  title?: string;
  reasonHint?: string;
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
      title={title ?? t(`report.title.${itemType}`)}
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
        description={reasonHint ?? t('report.reasonHint')}
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
