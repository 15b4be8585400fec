import {
  type ContentType,
  INTEREST_MESSAGE_MAX,
  sendInterestedNotificationInputSchema,
} from '@acorn/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useBrandName } from '../../app-config';
import { messagePaths } from '../../conversations';
import { useSendInterestedNotification } from '../api/interest';

export interface SendEmailButtonProps {
  /** An item's type, or 'company' to write to the company `itemId` itself. */
  itemType: ContentType | 'company';
  itemId: number;
  /** Who the message goes to, as the card names them. */
  ownerName: string;
  /**
   * The owner's user id: the button then opens a conversation with them (Messages). Without it
   * (an advisor hiding their identity) the platform mails the message instead.
   */
  ownerId?: number;
  /** The item's title, for the compose page. */
  itemTitle?: string;
}

/**
 * 'Send an email': a conversation with the owner (the compose page of Messages), or, when the
 * owner is not known by id, a dialog for a message the platform mails to the owner (or the company),
 * without either side seeing the other's address. The text stays when sending fails.
 */
export function SendEmailButton({ itemType, itemId, ownerName, ownerId, itemTitle }: SendEmailButtonProps) {
  const { t } = useTranslation('interest');
  const [opened, setOpened] = useState(false);
  if (ownerId) {
    const item = itemType === 'company' ? {} : { itemType, itemId, title: itemTitle };
    return (
      <Button
        component={Link}
        to={messagePaths.compose({ to: ownerId, ...item })}
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {t('email.open')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('email.open')}
      </Button>
      <SendEmailDialog
        opened={opened}
        onClose={() => setOpened(false)}
        itemType={itemType}
        itemId={itemId}
        ownerName={ownerName}
      />
    </>
  );
}

function SendEmailDialog({
  opened,
  onClose,
  itemType,
  itemId,
  ownerName,
}: SendEmailButtonProps & { opened: boolean; onClose: () => void }) {
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
      opened={opened}
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
