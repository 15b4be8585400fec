import { loginInputSchema } from '@acorn/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schemaErrors } from '../../../components/form/schema-errors';
import { paths } from '../../../config/paths';
import { startSession } from '../../../features/accounts/api/sign-in';
import { isApiError } from '../../../lib/api-client';
import { useErrorText, useFieldText } from '../../../lib/error-text';
import { completeOperatorSignIn, startOperatorSignIn } from '../api/operator-sign-in';
import { groupSecret, isCompleteCode, normalizeCode } from '../lib/totp';
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
  const errorText = useErrorText();
  const fieldText = useFieldText();
  const [failure, setFailure] = useState<string | null>(notice);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(loginInputSchema, values),
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldText(inputProps.error) }),
  });

  const submit = async (values: typeof form.values) => {
    setFailure(null);
    try {
      const answer = await startOperatorSignIn(loginInputSchema.parse(values));
      onChallenge(
        answer.mfa === 'enroll'
          ? {
              kind: 'enroll',
              challenge: answer.challenge,
              secret: answer.secret,
              otpauthUrl: answer.otpauth_url,
            }
          : { kind: 'verify', challenge: answer.challenge },
      );
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {failure && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('signIn.togglePassword') }}
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      setError(t('validation:mfaCodeFormat'));
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const token = await completeOperatorSignIn({ challenge: step.challenge, code });
      await startSession(queryClient, token);
      await navigate(paths.admin(), { replace: true });
    } catch (failure) {
      setSubmitting(false);
      if (isApiError(failure) && failure.status === 401) return onRestart(errorText(failure));
      setError(errorText(failure));
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={submit}>
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
        <TextInput
          ref={input}
          label={t('signIn.code')}
          description={t('signIn.codeHint')}
          value={code}
          onChange={(event) => {
            setCode(normalizeCode(event.currentTarget.value));
            setError(null);
          }}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          styles={{ input: { letterSpacing: '0.3em', fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Button type="submit" fullWidth loading={submitting}>
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
