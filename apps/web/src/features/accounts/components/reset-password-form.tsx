import { resetPasswordInputSchema } from '@acorn/contracts';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-layout';
import { PasswordPairFields } from '../../../components/form/password-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { useNotice } from '../../../lib/use-notice';
import { resetPassword } from '../api/passwords';

/** How long the login page shows the reset message (accounts spec §9). */
const RESET_MESSAGE_MS = 3000;

/** New password and confirmation for a validated reset code; success goes to the login page. */
export function ResetPasswordForm({ code }: { code: string }) {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: resetPasswordInputSchema,
    initialValues: { password: '', c_password: '' },
    toInput: (values) => ({ ...values, password_token: code }),
  });
  const submit = useSubmit(form, {
    send: resetPassword,
    onSuccess: async () => {
      notice({ color: 'forest', message: t('success.passwordReset'), autoClose: RESET_MESSAGE_MS });
      await navigate(paths.home(), { replace: true });
    },
    failure: 'inline',
  });

  return (
    <form {...submit.formProps}>
      <Stack gap="md">
        <FormAlert>{submit.failure}</FormAlert>
        <PasswordPairFields form={form} replacing />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
