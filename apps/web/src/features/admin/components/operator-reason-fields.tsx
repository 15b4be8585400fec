import { STATUS_REASON_LENGTH } from '@acorn/contracts';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnyForm } from '../../../components/form/use-schema-form';

interface OperatorReasonFieldsProps {
  /** A schema form with a `reason` field. */
  form: AnyForm;
  submitLabel: string;
  /** The change cannot be taken back, or takes something away: the button says so in red. */
  danger: boolean;
  onCancel: () => void;
}

/** The reason an operator gives for a change to a user (kept in the audit log), and the dialog's buttons. */
export function OperatorReasonFields({ form, submitLabel, danger, onCancel }: OperatorReasonFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Textarea
        label={t('users.reason')}
        description={t('users.reasonHint')}
        withAsterisk
        autosize
        minRows={3}
        maxLength={STATUS_REASON_LENGTH.max}
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" color={danger ? 'red.8' : undefined} loading={form.submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
