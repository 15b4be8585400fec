import { resetPasswordInputSchema } from '@acorn/contracts';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { fieldErrors, schemaErrors, useErrorText } from '../../../lib/error-text';
import { resetPassword } from '../api/passwords';
import { useAccountForm } from '../hooks/use-account-form';
import { useNotice } from '../hooks/use-notice';
import { focusFirstError, withPasswordConfirmation } from '../lib/form-errors';
import { PasswordField } from './password-field';

/** How long the login page shows the reset message (accounts spec §9). */
export const RESET_MESSAGE_MS = 3000;

const FIELDS = ['password', 'c_password'] as const;

/** New password and confirmation for a validated reset code; success goes to the login page. */
export function ResetPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAccountForm({ password: '', c_password: '' }, (values) =>
    withPasswordConfirmation(
      schemaErrors(resetPasswordInputSchema, { ...values, password_token: code }),
      values,
    ),
  );

  const submit = async (values: typeof form.values) => {
    setFailure(null);
    try {
      await resetPassword({ ...values, password_token: code });
      notice({ color: 'forest', message: t('success.passwordReset'), autoClose: RESET_MESSAGE_MS });
      await navigate(paths.home(), { replace: true });
    } catch (error) {
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) {
        form.setErrors(problems);
        return focusFirstError(problems, FIELDS);
      }
      setFailure(errorText(error));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <PasswordField
          label={t('fields.newPassword')}
          description={t('fields.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('c_password')}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
