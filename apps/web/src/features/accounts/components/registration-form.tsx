import {
  POLICY_PAGES,
  type RegisterInput,
  registerInputSchema,
  VALIDATION_CODES as V,
} from '@acorn/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Stack,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconBriefcase, IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { fieldErrors, schemaErrors, useErrorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/use-language';
import { checkInvitation, registerAdvisor, registerParticipant } from '../api/register';
import { startSession } from '../api/sign-in';
import { useAccountForm } from '../hooks/use-account-form';
import { focusFirstError, withPasswordConfirmation } from '../lib/form-errors';
import { PasswordField } from './password-field';
import { SocialSignInButtons } from './social-sign-in-buttons';

export type RegistrationRole = '1' | '2';

interface RegistrationValues extends Record<string, unknown> {
  email: string;
  password: string;
  c_password: string;
  invitecode: string;
  acceptedTerms: boolean;
}

const FIELDS = ['email', 'password', 'c_password', 'invitecode', 'acceptedTerms'] as const;

export interface RegistrationFormProps {
  initialRole?: RegistrationRole;
  /** From an invitation link that the server has already accepted. */
  initialInvitecode?: string;
  /** Referral code (?ref=), sent with the registration. */
  refCode?: string;
  /** Package id (?subscription=), passed on to the participant registration step. */
  subscription?: number;
}

/** The new-account form (accounts spec §2, §5): participant or advisor tab, terms gate the button. */
export function RegistrationForm({
  initialRole = '1',
  initialInvitecode = '',
  refCode,
  subscription,
}: RegistrationFormProps) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [role, setRole] = useState<RegistrationRole>(initialRole);
  const [alert, setAlert] = useState<string | null>(null);
  const isAdvisor = role === '2';

  const toInput = (values: RegistrationValues) => ({
    email: values.email,
    password: values.password,
    c_password: values.c_password,
    role,
    acceptedTerms: values.acceptedTerms,
    invitecode: isAdvisor ? values.invitecode.trim() : undefined,
    ref: refCode || undefined,
    language,
  });

  const form = useAccountForm<RegistrationValues>(
    { email: '', password: '', c_password: '', invitecode: initialInvitecode, acceptedTerms: false },
    (values) => {
      const errors: FormErrors = withPasswordConfirmation(
        schemaErrors(registerInputSchema, toInput(values)),
        values,
      );
      if (isAdvisor && !values.invitecode.trim()) errors.invitecode = V.invitationInvalid;
      return errors;
    },
  );

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  /** The advisor's code, checked with the server before the account is created. */
  const invitationAccepted = async (code: string): Promise<boolean> => {
    try {
      await checkInvitation(code);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        showErrors({ invitecode: errorText(error) });
      } else {
        setAlert(errorText(error));
      }
      return false;
    }
  };

  const submit = async (values: RegistrationValues) => {
    setAlert(null);
    const input: RegisterInput = registerInputSchema.parse(toInput(values));
    if (isAdvisor && !(await invitationAccepted(input.invitecode ?? ''))) return;
    try {
      const token = isAdvisor ? await registerAdvisor(input) : await registerParticipant(input);
      await startSession(queryClient, token);
    } catch (error) {
      if (isApiError(error) && error.code === 'email_taken') return showErrors({ email: errorText(error) });
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) return showErrors(problems);
      setAlert(errorText(error));
      return;
    }
    await navigate(
      isAdvisor ? paths.completeSbaRegistration() : paths.completeParticipantRegistration(subscription),
    );
  };

  const socialIntent = () => {
    const errors: FormErrors = {};
    if (!form.values.acceptedTerms) errors.acceptedTerms = V.termsRequired;
    if (isAdvisor && !form.values.invitecode.trim()) errors.invitecode = V.invitationInvalid;
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return null;
    }
    return {
      kind: 'register' as const,
      role,
      invitecode: isAdvisor ? form.values.invitecode.trim() : undefined,
      ref: refCode || undefined,
      subscription,
    };
  };

  const changeRole = (value: string | null) => {
    if (value !== '1' && value !== '2') return;
    setRole(value);
    setAlert(null);
    form.clearFieldError('invitecode');
  };

  const fields = (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {isAdvisor ? t('register.advisorIntro') : t('register.participantIntro')}
        </Text>
        {alert && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {alert}
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
        <PasswordField
          label={t('fields.password')}
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
        {isAdvisor && (
          <TextInput
            label={t('fields.invitationCode')}
            description={t('register.invitationHint')}
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('invitecode')}
          />
        )}
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                terms: (
                  <Anchor
                    component={Link}
                    to={paths.policyPage(POLICY_PAGES.terms.slug)}
                    target="_blank"
                    rel="noopener noreferrer"
                    underline="always"
                    inherit
                  />
                ),
                privacy: (
                  <Anchor
                    component={Link}
                    to={paths.policyPage(POLICY_PAGES.privacy.slug)}
                    target="_blank"
                    rel="noopener noreferrer"
                    underline="always"
                    inherit
                  />
                ),
                hidden: <VisuallyHidden />,
              }}
            />
          }
          {...form.getInputProps('acceptedTerms', { type: 'checkbox' })}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!form.values.acceptedTerms}
          loading={form.submitting}
        >
          {isAdvisor ? t('register.submitAdvisor') : t('register.submitParticipant')}
        </Button>
        <SocialSignInButtons intent={socialIntent} dividerLabel={t('social.orSignUpWith')} />
      </Stack>
    </form>
  );

  return (
    <Tabs value={role} onChange={changeRole} keepMounted={false} variant="pills" radius="md">
      <Tabs.List grow mb="lg">
        <Tabs.Tab value="1">
          <Group gap={8} wrap="nowrap" component="span">
            <IconBuildingStore size={18} aria-hidden />
            {t('register.participantTab')}
          </Group>
        </Tabs.Tab>
        <Tabs.Tab value="2">
          <Group gap={8} wrap="nowrap" component="span">
            <IconBriefcase size={18} aria-hidden />
            {t('register.advisorTab')}
          </Group>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="1">{fields}</Tabs.Panel>
      <Tabs.Panel value="2">{fields}</Tabs.Panel>
    </Tabs>
  );
}
