import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's password input with its show/hide button named in the interface language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('accounts');
  return (
    <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }} />
  );
}
