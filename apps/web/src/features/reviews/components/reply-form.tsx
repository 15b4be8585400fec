import { type FeedbackReply, feedbackReplyInputSchema } from '@acorn/contracts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { isApiError } from '../../../lib/api-client';
import { useNotice } from '../../../lib/use-notice';

/** The most a reply holds (the contracts' feedbackReplyInputSchema). */
const REPLY_MAX = 1000;

/**
 * The company's one public answer to a review or referral: a text sent once. When another reply
 * got there first (409 reply_exists) the member is told and the list is read again to show it.
 */
export function ReplyForm({
  name,
  send,
  onReplied,
  onStale,
  onCancel,
}: {
  /** Who gave the item, to name the field. */
  name: string;
  send: (body: string) => Promise<{ data: { reply: NonNullable<FeedbackReply> } }>;
  onReplied: (reply: NonNullable<FeedbackReply>) => unknown;
  onStale: () => unknown;
  onCancel: () => void;
}) {
  const { t } = useTranslation('feedback');
  const notice = useNotice();
  const form = useSchemaForm({ schema: feedbackReplyInputSchema, initialValues: { body: '' } });
  const submit = useSubmit(form, {
    send: (input) => send(feedbackReplyInputSchema.parse(input).body),
    onSuccess: async (answer) => {
      notice({ color: 'forest', message: t('manage.replied') });
      await onReplied(answer.data.reply);
    },
    handle: (error) => {
      if (!isApiError(error) || error.code !== 'reply_exists') return false;
      notice({ color: 'yellow', message: t('manage.replyExists') });
      void onStale();
      return true;
    },
  });

  return (
    <form {...submit.formProps}>
      <Stack gap="xs">
        <Textarea
          label={t('manage.replyLabel', { name })}
          description={t('manage.replyHint')}
          required
          autosize
          minRows={3}
          maxLength={REPLY_MAX}
          data-autofocus
          {...form.getInputProps('body')}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('manage.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={form.submitting}
            loading={form.submitting}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('manage.publishReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
