import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSetUserStatus } from '../api/users';
import { useAdminNotice } from '../hooks/use-admin-notice';

interface UserStatusModalProps {
  userId: number;
  userLabel: string;
  /** The status the account moves to. */
  activate: boolean;
  opened: boolean;
  onClose: () => void;
}

const REASON_MIN = 3;
const REASON_MAX = 500;

/** Confirms an activation or deactivation and asks its reason (kept in the audit log). */
export function UserStatusModal({ userId, userLabel, activate, opened, onClose }: UserStatusModalProps) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const change = useSetUserStatus(userId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim().length < REASON_MIN ? t('users.reasonRequired', { min: REASON_MIN }) : null,
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await change.mutateAsync({ active: activate, reason: reason.trim() });
      notice.success(t(activate ? 'users.activated' : 'users.deactivated', { user: userLabel }));
      close();
    } catch (error) {
      notice.failure(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(activate ? 'users.activateTitle' : 'users.deactivateTitle', { user: userLabel })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          {activate ? (
            <Text size="sm">{t('users.activateText')}</Text>
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('users.deactivateText')}
            </Alert>
          )}
          <Textarea
            label={t('users.reason')}
            description={t('users.reasonHint')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={activate ? undefined : 'red.8'} loading={change.isPending}>
              {t(activate ? 'users.activate' : 'users.deactivate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
