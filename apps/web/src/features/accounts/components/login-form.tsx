import { loginInputSchema } from '@acorn/contracts';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/form/password-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { loadQueryClient } from '../../../lib/query-client-slot';
import { login } from '../api/sign-in';

/** Snackbar time of a failed sign-in (accounts spec §9). */
export const SIGN_IN_ERROR_MS = 6000;

/**
 * E-mail and password; on success the session is stored and the guards take the user on from
 * /feed, or from `returnTo` (a checked path of this site: lib/return-to) when a link asked for a page.
 */
export function LoginForm({ refCode, returnTo }: { refCode?: string; returnTo?: string | null }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const form = useSchemaForm({ schema: loginInputSchema, initialValues: { email: '', password: '' } });
  const submit = useSubmit(form, {
    send: async (input) => {
      // The session's code and the query cache load while the credentials are checked.
      const session = Promise.all([import('../api/start-session'), loadQueryClient()]);
      session.catch(() => undefined);
      const token = await login(loginInputSchema.parse(input));
      const [{ startSession }, queryClient] = await session;
      return startSession(queryClient, token);
    },
    onSuccess: () => navigate(returnTo ?? paths.feed()),
    // An inactive account is explained on its own page.
    handle: (error) => {
      const inactive = isApiError(error) && error.code === 'account_inactive';
      if (inactive) void navigate(paths.accountInactive());
      return inactive;
    },
    failure: { title: t('login.failedTitle'), autoClose: SIGN_IN_ERROR_MS },
  });

  return (
    <form {...submit.formProps}>
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
            {/* A 24 px touch target at least (WCAG 2.5.8), so close to the password field. */}
            <Anchor component={Link} to={paths.forgotPassword()} size="sm" display="inline-block" py={4}>
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
