import { changePasswordInputSchema } from '@acorn/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordField, PasswordPairFields } from '../../../components/form/password-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { sessionStore } from '../../../lib/session';
import { useNotice } from '../../../lib/use-notice';
import { meQueryOptions, useSignedInUser } from '../api/get-me';
import { changePassword } from '../api/passwords';

const EMPTY = { current_password: '', password: '', c_password: '' };

/** Current, new and confirmed password; the answer's new token replaces the ended session. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const form = useSchemaForm({ schema: changePasswordInputSchema, initialValues: EMPTY });
  const submit = useSubmit(form, {
    send: changePassword,
    onSuccess: (answer) => {
      // Every session ended on the server: carry on with the new one, without reloading the profile.
      const previous = sessionStore.get().token;
      queryClient.setQueryData(meQueryOptions(answer.token).queryKey, user);
      sessionStore.start({ token: answer.token, role: user.cb_roles_id });
      if (previous) queryClient.removeQueries({ queryKey: meQueryOptions(previous).queryKey });
      form.setValues(EMPTY);
      form.resetDirty(EMPTY);
      notice({ color: 'forest', title: t('change.doneTitle'), message: t('success.passwordChanged') });
    },
    failure: { title: t('change.failedTitle') },
  });

  return (
    <form {...submit.formProps}>
      <Stack gap="md">
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordPairFields form={form} replacing />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t('change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
