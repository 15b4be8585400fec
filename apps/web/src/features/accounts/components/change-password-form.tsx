import { changePasswordInputSchema } from '@acorn/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldErrors, schemaErrors, useErrorText } from '../../../lib/error-text';
import { sessionStore } from '../../../lib/session';
import { meQueryOptions, useSignedInUser } from '../api/get-me';
import { changePassword } from '../api/passwords';
import { useAccountForm } from '../hooks/use-account-form';
import { useNotice } from '../hooks/use-notice';
import { focusFirstError, withPasswordConfirmation } from '../lib/form-errors';
import { PasswordField } from './password-field';

const FIELDS = ['current_password', 'password', 'c_password'] as const;
const EMPTY = { current_password: '', password: '', c_password: '' };

/** Current, new and confirmed password; the answer's new token replaces the ended session. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const form = useAccountForm(EMPTY, (values) =>
    withPasswordConfirmation(schemaErrors(changePasswordInputSchema, values), values),
  );

  const submit = async (values: typeof form.values) => {
    try {
      const answer = await changePassword(values);
      // Every session ended on the server: carry on with the new one, without reloading the profile.
      const previous = sessionStore.get().token;
      queryClient.setQueryData(meQueryOptions(answer.token).queryKey, user);
      sessionStore.start({ token: answer.token, role: user.cb_roles_id });
      if (previous) queryClient.removeQueries({ queryKey: meQueryOptions(previous).queryKey });
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      notice({
        color: 'forest',
        title: t('change.doneTitle'),
        message: t('success.passwordChanged'),
      });
    } catch (error) {
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) {
        form.setErrors(problems);
        return focusFirstError(problems, FIELDS);
      }
      notice({ color: 'red', title: t('change.failedTitle'), message: errorText(error) });
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
      <Stack gap="md">
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
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
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
