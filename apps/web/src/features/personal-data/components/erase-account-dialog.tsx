import { eraseAccountInputSchema } from '@acorn/contracts';
import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { eraseAccount } from '../api/personal-data';

/**
 * Says what erasure does, and erases once the password is given; Escape or Cancel closes it.
 * Mounted while open.
 */
export default function EraseAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('personal-data');
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: eraseAccountInputSchema, initialValues: { password: '' } });
  const submit = useSubmit(form, {
    send: eraseAccount,
    onSuccess: () => navigate(paths.home(), { replace: true }),
    codeFields: { current_password_wrong: 'password' },
    failure: 'inline',
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('eraseTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form {...submit.formProps}>
        <Stack gap="sm">
          <Text size="sm">{t('eraseIntro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('eraseGone')}</List.Item>
            <List.Item>{t('eraseFeedback')}</List.Item>
            <List.Item>{t('eraseInvoices')}</List.Item>
            <List.Item>{t('eraseEmail')}</List.Item>
          </List>
          <FormAlert>{submit.failure}</FormAlert>
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={form.submitting}>
              {t('eraseConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
