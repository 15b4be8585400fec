import { eraseUserInputSchema } from '@acorn/contracts';
import { Alert, List, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { useEraseUser } from '../api/users';
import { useAdminFailure, useAdminNotice } from '../hooks/use-admin-notice';
import { OperatorReasonFields } from './operator-reason-fields';

interface EraseUserModalProps {
  userId: number;
  userLabel: string;
  onClose: () => void;
}

/**
 * Erases a member's account for them (decision 055): says what goes and what stays, asks the
 * reason the audit log keeps; mounted while open.
 */
export function EraseUserModal({ userId, userLabel, onClose }: EraseUserModalProps) {
  const { t } = useTranslation('admin');
  const notice = useAdminNotice();
  const erase = useEraseUser(userId);
  const form = useSchemaForm({ schema: eraseUserInputSchema, initialValues: { reason: '' } });

  const submit = useSubmit(form, {
    send: (input) => erase.mutateAsync(eraseUserInputSchema.parse(input)),
    onSuccess: () => {
      notice.success(t('users.erasedNotice', { user: userLabel }));
      onClose();
    },
    failure: useAdminFailure(),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.eraseTitle', { user: userLabel })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form {...submit.formProps}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <List size="sm" spacing={4}>
              <List.Item>{t('users.eraseGoes')}</List.Item>
              <List.Item>{t('users.eraseStays')}</List.Item>
              <List.Item>{t('users.eraseFinal')}</List.Item>
            </List>
          </Alert>
          <OperatorReasonFields form={form} submitLabel={t('users.erase')} danger={true} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
