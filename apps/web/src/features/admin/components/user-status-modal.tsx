import { setUserStatusInputSchema } from '@acorn/contracts';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useSetUserStatus } from '../api/users';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';
import { OperatorReasonFields } from './operator-reason-fields';

interface UserStatusModalProps {
  userId: number;
  userLabel: string;
  /** The status the account moves to. */
  activate: boolean;
  onClose: () => void;
}

/**
 * Confirms an activation or deactivation and asks its reason (kept in the audit log); mounted while open.
 */
export function UserStatusModal({ userId, userLabel, activate, onClose }: UserStatusModalProps) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const change = useSetUserStatus(userId);
  const form = useSchemaForm({
    schema: setUserStatusInputSchema,
    initialValues: { reason: '' },
    toInput: ({ reason }) => ({ active: activate, reason }),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = useSubmit(form, {
    send: (input) => change.mutateAsync(setUserStatusInputSchema.parse(input)),
    onSuccess: () => {
      notice.success(t(activate ? 'users.activated' : 'users.deactivated', { user: userLabel }));
      close();
    },
    failure: useAdminFailure(),
  });

  return (
    <Modal
      opened
      onClose={close}
      title={t(activate ? 'users.activateTitle' : 'users.deactivateTitle', { user: userLabel })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form {...submit.formProps}>
        <Stack gap="md">
          {activate ? (
            <Text size="sm">{t('users.activateText')}</Text>
          ) : (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('users.deactivateText')}
            </Alert>
          )}
          <OperatorReasonFields
            form={form}
            submitLabel={t(activate ? 'users.activate' : 'users.deactivate')}
            danger={!activate}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
