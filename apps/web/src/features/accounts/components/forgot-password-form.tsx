import { forgotPasswordInputSchema } from '@acorn/contracts';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, schemaErrors, useErrorText } from '../../../lib/error-text';
import { requestPasswordReset } from '../api/passwords';
import { useAccountForm } from '../hooks/use-account-form';
import { focusFirstError } from '../lib/form-errors';

/** After a mail has been requested, the button waits this long before another request. */
export const RESEND_DELAY_MS = 30_000;

const FIELDS = ['email'] as const;

/** Asks for a reset link; the server's answer (the same for every address) is shown in place. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const waitHintId = useId();
  const form = useAccountForm({ email: '' }, (values) => schemaErrors(forgotPasswordInputSchema, values));

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), RESEND_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  const submit = async (values: typeof form.values) => {
    setFailure(null);
    setSent(false);
    try {
      await requestPasswordReset(forgotPasswordInputSchema.parse(values).email);
      setSent(true);
      setWaiting(true);
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
        <div aria-live="polite">
          {sent && (
            <Alert color="forest" variant="light" icon={<IconMailCheck aria-hidden />}>
              {t('success.resetRequested')}
            </Alert>
          )}
        </div>
        {failure && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting} disabled={waiting}>
          {sent ? t('forgot.sendAgain') : t('forgot.submit')}
        </Button>
        {waiting && (
          <Text id={waitHintId} size="sm" c="dimmed" ta="center">
            {t('forgot.waitHint', { seconds: RESEND_DELAY_MS / 1000 })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
