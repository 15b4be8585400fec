import { changePasswordInputSchema } from '@acorn/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { meQueryOptions, useSignedInUser } from '../api/get-me';
import { changePassword } from '../api/passwords';
import { useAccountForm } from '../hooks/use-account-form';
import { useFailureText, useMessageText } from '../hooks/use-message-text';
import { useNotice } from '../hooks/use-notice';
import {
  focusFirstError,
  schemaErrors,
  serverFieldErrors,
  withPasswordConfirmation,
} from '../lib/form-errors';
import { PasswordField } from './password-field';

const FIELDS = ['current_password', 'password', 'c_password'] as const;
const EMPTY = { current_password: '', password: '', c_password: '' };

/** Current, new and confirmed password; the answer's new token replaces the ended session. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const messageText = useMessageText();
  const failureText = useFailureText();
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
        message: messageText(answer.success),
      });
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? serverFieldErrors(error, FIELDS) : {};
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        return focusFirstError(fieldErrors, FIELDS);
      }
      notice({ color: 'red', title: t('change.failedTitle'), message: failureText(error) });
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
