import { loginInputSchema, operatorMfaInputSchema } from '@acorn/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-layout';
import { PasswordField } from '../../../components/form/password-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { startSession } from '../../accounts';
import { completeOperatorSignIn, startOperatorSignIn } from '../api/operator-sign-in';
import { groupSecret, normalizeCode } from '../lib/totp';
import { TotpQrCode } from './totp-qr-code';

type Step =
  | { kind: 'password' }
  | { kind: 'enroll'; challenge: string; secret: string; otpauthUrl: string }
  | { kind: 'verify'; challenge: string };

function CopyField({ value, label, display }: { value: string; label: string; display?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code block fz="sm" style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
        {display ?? value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('signIn.copied') : t('signIn.copy')} withArrow>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={copy}
              aria-label={copied ? t('signIn.copied') : t('signIn.copyNamed', { name: label })}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

function PasswordStep({ onChallenge, notice }: { onChallenge: (step: Step) => void; notice: string | null }) {
  const { t } = useTranslation('admin');
  // Why the last attempt was restarted, until the next one is sent.
  const [restarted, setRestarted] = useState(notice);
  const form = useSchemaForm({ schema: loginInputSchema, initialValues: { email: '', password: '' } });
  const submit = useSubmit(form, {
    send: (input) => {
      setRestarted(null);
      return startOperatorSignIn(loginInputSchema.parse(input));
    },
    onSuccess: (answer) =>
      onChallenge(
        answer.mfa === 'enroll'
          ? {
              kind: 'enroll',
              challenge: answer.challenge,
              secret: answer.secret,
              otpauthUrl: answer.otpauth_url,
            }
          : { kind: 'verify', challenge: answer.challenge },
      ),
    failure: 'inline',
  });

  return (
    <form {...submit.formProps}>
      <Stack gap="md">
        <FormAlert>{submit.failure ?? restarted}</FormAlert>
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('signIn.continue')}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({
  step,
  onRestart,
}: {
  step: Exclude<Step, { kind: 'password' }>;
  onRestart: (notice?: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const form = useSchemaForm({
    schema: operatorMfaInputSchema,
    initialValues: { code: '' },
    toInput: ({ code }) => ({ challenge: step.challenge, code }),
  });
  const submit = useSubmit(form, {
    send: async (body) => startSession(queryClient, await completeOperatorSignIn(body)),
    onSuccess: () => navigate(paths.admin(), { replace: true }),
    handle: (failure) => {
      // The challenge has expired: start again from the e-mail and password, saying why.
      if (isApiError(failure) && failure.status === 401) {
        onRestart(errorText(failure));
        return true;
      }
      // A refused code is typed again from scratch.
      form.setFieldValue('code', '');
      return false;
    },
    failure: 'inline',
  });

  useEffect(() => {
    input.current?.focus();
  }, []);

  return (
    <form {...submit.formProps}>
      <Stack gap="md">
        {step.kind === 'enroll' && (
          <Stack gap="sm">
            <Text fw={600}>{t('signIn.enrollTitle')}</Text>
            <List type="ordered" spacing="sm" size="sm">
              <List.Item>{t('signIn.enrollStep1')}</List.Item>
              <List.Item>
                <Stack gap={6}>
                  <Text size="sm">{t('signIn.enrollStep2')}</Text>
                  <TotpQrCode url={step.otpauthUrl} label={t('signIn.qrCode')} />
                  <Text size="sm">{t('signIn.enrollKey')}</Text>
                  <CopyField
                    value={step.secret}
                    display={groupSecret(step.secret)}
                    label={t('signIn.secret')}
                  />
                  <Text size="sm">{t('signIn.enrollLink')}</Text>
                  <CopyField value={step.otpauthUrl} label={t('signIn.setupLink')} />
                </Stack>
              </List.Item>
              <List.Item>{t('signIn.enrollStep3')}</List.Item>
            </List>
          </Stack>
        )}
        {step.kind === 'verify' && <Text>{t('signIn.verifyText')}</Text>}
        <FormAlert>{submit.failure}</FormAlert>
        <TextInput
          ref={input}
          label={t('signIn.code')}
          description={t('signIn.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', normalizeCode(event.currentTarget.value))}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {step.kind === 'enroll' ? t('signIn.enrollSubmit') : t('signIn.verifySubmit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
          {t('signIn.restart')}
        </Anchor>
      </Stack>
    </form>
  );
}

/**
 * The console's sign-in: e-mail and password, then the authenticator's 6-digit code. On the first
 * sign-in the operator adds the secret (shown as text and as an otpauth:// link) to their app.
 */
export function OperatorSignInForm({ onStepChange }: { onStepChange?: (kind: Step['kind']) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [notice, setNotice] = useState<string | null>(null);
  const go = (next: Step) => {
    setStep(next);
    onStepChange?.(next.kind);
  };
  if (step.kind === 'password') return <PasswordStep key={notice ?? ''} notice={notice} onChallenge={go} />;
  return (
    <CodeStep
      key={step.challenge}
      step={step}
      onRestart={(message) => {
        setNotice(message ?? null);
        go({ kind: 'password' });
      }}
    />
  );
}
