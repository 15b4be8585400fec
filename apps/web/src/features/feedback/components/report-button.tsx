import { type ReportItemType, reportInputSchema } from '@acorn/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useNotice } from '../../../lib/use-notice';
import { useTranslation } from '../../../lib/use-translation';
import { sendReport } from '../api/feedback';

const REASON_MAX = 1000;

/**
 * 'Report' on a review or a referral (DESIGN §3b Trust): a dialog asks why, the report goes to
 * the team, and a notice says it was received.
 */
export function ReportButton({
  itemType,
  itemId,
  giverName,
}: {
  itemType: Extract<ReportItemType, 'review' | 'referral'>;
  itemId: number;
  /** Who gave the item, so each card's button has a name of its own. */
  giverName: string;
}) {
  const { t } = useTranslation('feedback');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={t('report.actionNamed', { name: giverName })}
        onClick={() => setOpened(true)}
      >
        {t('report.action')}
      </Button>
      {opened && <ReportDialog itemType={itemType} itemId={itemId} onClose={() => setOpened(false)} />}
    </>
  );
}

function ReportDialog({
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
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {t(`report.title.${itemType}`)}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('report.cancel') }}
    >
      <form {...submit.formProps}>
        <Stack gap="md">
          <FormAlert>{submit.failure}</FormAlert>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={form.submitting}>
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
