import { denyContentInputSchema, type ModerationItem, STATUS_REASON_LENGTH } from '@acorn/contracts';
import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Title,
  Typography,
} from '@mantine/core';
import { useState } from 'react';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useModerateContent } from '../api/content';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';

/** The reasons operators give most; 'other' lets them type their own. */
export const DENY_REASONS = ['incomplete', 'offTopic', 'duplicate', 'contact', 'other'] as const;

interface ContentReviewModalProps {
  item: ModerationItem | null;
  onClose: () => void;
}

/**
 * One item as members would see it, with Approve and Deny; denying asks for the reason the owner
 * reads in their notice and e-mail.
 */
export function ContentReviewModal({ item, onClose }: ContentReviewModalProps) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const moderate = useModerateContent();
  const [preset, setPreset] = useState<(typeof DENY_REASONS)[number]>('incomplete');
  const form = useSchemaForm({
    schema: denyContentInputSchema,
    initialValues: { reason: t('content.reasons.incomplete') },
  });

  const close = () => {
    form.reset();
    setPreset('incomplete');
    onClose();
  };

  const choose = (value: string) => {
    const reason = value as (typeof DENY_REASONS)[number];
    setPreset(reason);
    form.setFieldValue('reason', reason === 'other' ? '' : t(`content.reasons.${reason}`));
  };

  const submit = useSubmit(form, {
    send: (input) => {
      if (!item) throw new Error('no item under review');
      return moderate.mutateAsync({
        type: item.item_type,
        id: item.id,
        reason: denyContentInputSchema.parse(input).reason,
      });
    },
    onSuccess: () => {
      notice.success(t('content.denied', { title: item?.title ?? '' }));
      close();
    },
    failure: useAdminFailure(),
  });

  const approve = () => {
    if (!item) return;
    moderate.mutate(
      { type: item.item_type, id: item.id },
      {
        onSuccess: () => {
          notice.success(t('content.approved', { title: item.title }));
          close();
        },
        onError: (error) => notice.failure(error),
      },
    );
  };

  return (
    <Modal
      opened={item !== null}
      onClose={close}
      size="lg"
      title={t('content.reviewTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t(`content.types.${item.item_type}`)}</Badge>
            <Text size="sm" c="dimmed">
              {t('content.byOwner', {
                owner: item.owner.company_name ?? item.owner.email,
                date: formatDateTime(item.created_at),
              })}
            </Text>
          </Group>
          <Title order={3}>{item.title}</Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes descriptions with an allowlist before storing them (lib/sanitize), and members will see them so */}
            <div dangerouslySetInnerHTML={{ __html: item.description }} />
          </Typography>
          {item.status === 'pending' && (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button onClick={approve} loading={moderate.isPending && !form.submitting}>
                  {t('content.approve')}
                </Button>
              </Group>
              <form {...submit.formProps}>
                <Stack gap="sm">
                  <NativeSelect
                    label={t('content.denyReason')}
                    value={preset}
                    onChange={(event) => choose(event.currentTarget.value)}
                    data={DENY_REASONS.map((reason) => ({
                      value: reason,
                      label: t(`content.reasonNames.${reason}`),
                    }))}
                  />
                  <Textarea
                    label={t('content.denyMessage')}
                    description={t('content.denyMessageHint')}
                    withAsterisk
                    autosize
                    minRows={2}
                    maxLength={STATUS_REASON_LENGTH.max}
                    {...form.getInputProps('reason')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" color="red.8" loading={form.submitting}>
                      {t('content.deny')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
