import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useErrorText, useFieldText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { useTranslation } from '../../../lib/use-translation';
import { reportConversation } from '../api/conversations';

const REASON_MAX = 1000;

/** Why a member reports a conversation; it goes to the operators' moderation queue. */
export function ReportConversationDialog({
  conversationId,
  otherName,
  onClose,
}: {
  conversationId: number;
  otherName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('conversations');
  const notice = useNotice();
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!reason.trim()) {
      setFieldProblem(String(fieldText('required')));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await reportConversation(conversationId, reason.trim());
      notice({ color: 'forest', title: t('report.received'), message: t('report.receivedText') });
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {t('report.title', { name: otherName })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('report.cancel') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('report.intro', { name: otherName })}
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Textarea
            label={t('report.reason')}
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={REASON_MAX}
            data-autofocus
            value={reason}
            error={fieldProblem}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setFieldProblem(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={sending}>
              {t('report.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
