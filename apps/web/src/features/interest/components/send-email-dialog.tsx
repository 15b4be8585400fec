import { INTEREST_MESSAGE_MAX, sendInterestedNotificationInputSchema } from '@acorn/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useBrandName } from '../../app-config';
import { useSendInterestedNotification } from '../api/interest';
import type { SendEmailButtonProps } from './send-email-button';

/** The message the platform mails to the owner (SendEmailButton), open while it is shown. */
export default function SendEmailDialog({
  onClose,
  itemType,
  itemId,
  ownerName,
}: Omit<SendEmailButtonProps, 'ownerId' | 'itemTitle'> & { onClose: () => void }) {
  const { t } = useTranslation('interest');
  const brand = useBrandName();
  const send = useSendInterestedNotification();
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({
    schema: sendInterestedNotificationInputSchema,
    initialValues: { message: '' },
    toInput: (values) => ({ item_id: itemId, item_type: itemType, message: values.message.trim() }),
  });
  const submit = useSubmit(form, {
    send: (input) => send.mutateAsync(input),
    onSuccess: () => {
      form.reset();
      setSent(true);
    },
    failure: 'inline',
  });

  const close = () => {
    setSent(false);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      centered
      title={
        <Text fw={700} fz="lg">
          {sent ? t('email.sentTitle') : ownerName}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('email.close') }}
    >
      {sent ? (
        <Stack gap="md">
          <Text>{t('email.sent', { owner: ownerName, brand })}</Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('email.ok')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form {...submit.formProps}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('email.privacy', { brand })}
            </Text>
            <FormAlert>{submit.failure}</FormAlert>
            <Textarea
              label={t('email.message')}
              withAsterisk
              autosize
              minRows={4}
              maxRows={12}
              maxLength={INTEREST_MESSAGE_MAX}
              data-autofocus
              description={t('email.counter', {
                count: form.getValues().message.length,
                max: INTEREST_MESSAGE_MAX,
              })}
              {...form.getInputProps('message')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('email.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('email.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
