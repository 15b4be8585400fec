import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnyForm } from './use-schema-form';

/** Mantine's password input with its show/hide button named in the interface language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('forms');
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }} />;
}

/**
 * A new password with its rule, and its confirmation (`password`, `c_password`, as every schema
 * that sets a password names them); `replacing` names the first one 'New password'.
 */
export function PasswordPairFields({ form, replacing = false }: { form: AnyForm; replacing?: boolean }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <PasswordField
        label={t(replacing ? 'password.newPassword' : 'password.password')}
        description={t('password.hint')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('password')}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        withAsterisk
        {...form.getInputProps('c_password')}
      />
    </>
  );
}
