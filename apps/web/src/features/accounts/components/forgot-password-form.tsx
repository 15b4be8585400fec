import { forgotPasswordInputSchema } from '@acorn/contracts';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { requestPasswordReset } from '../api/passwords';

/** After a mail has been requested, the button waits this long before another request. */
const RESEND_DELAY_MS = 30_000;

/** Asks for a reset link; the server's answer (the same for every address) is shown in place. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  const [sent, setSent] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const waitHintId = useId();
  const form = useSchemaForm({ schema: forgotPasswordInputSchema, initialValues: { email: '' } });
  const submit = useSubmit(form, {
    send: async (input) => {
      setSent(false);
      await requestPasswordReset(forgotPasswordInputSchema.parse(input).email);
    },
    onSuccess: () => {
      setSent(true);
      setWaiting(true);
    },
    failure: 'inline',
  });

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), RESEND_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  return (
    <form {...submit.formProps}>
      <Stack gap="md">
        <div aria-live="polite">
          {sent && (
            <Alert color="forest" variant="light" icon={<IconMailCheck aria-hidden />}>
              {t('success.resetRequested')}
            </Alert>
          )}
        </div>
        <FormAlert>{submit.failure}</FormAlert>
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
