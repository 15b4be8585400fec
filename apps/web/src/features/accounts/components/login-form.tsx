import { loginInputSchema } from '@acorn/contracts';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { fieldErrors, schemaErrors, useErrorText } from '../../../lib/error-text';
import { login, startSession } from '../api/sign-in';
import { useAccountForm } from '../hooks/use-account-form';
import { useNotice } from '../hooks/use-notice';
import { focusFirstError } from '../lib/form-errors';
import { PasswordField } from './password-field';

/** Snackbar time of a failed sign-in (accounts spec §9). */
export const SIGN_IN_ERROR_MS = 6000;

const FIELDS = ['email', 'password'] as const;

/** E-mail and password; on success the session is stored and the guards take the user on from /feed. */
export function LoginForm({ refCode }: { refCode?: string }) {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const form = useAccountForm({ email: '', password: '' }, (values) =>
    schemaErrors(loginInputSchema, values),
  );

  // One failure message at a time: a new attempt closes the previous one.
  const failureId = useRef<string | null>(null);
  const showFailure = (message: string) => {
    failureId.current = notice({
      color: 'red',
      title: t('login.failedTitle'),
      message,
      autoClose: SIGN_IN_ERROR_MS,
    });
  };

  const submit = async (values: typeof form.values) => {
    if (failureId.current) notifications.hide(failureId.current);
    try {
      const token = await login(loginInputSchema.parse(values));
      await startSession(queryClient, token);
      await navigate(paths.feed());
    } catch (error) {
      if (isApiError(error) && error.code === 'account_inactive') return navigate(paths.accountInactive());
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) {
        form.setErrors(problems);
        return focusFirstError(problems, FIELDS);
      }
      showFailure(errorText(error));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Stack gap={6}>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword()} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={paths.createAccount({ ref: refCode })} fw={600} underline="always">
            {t('login.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
