import { POLICY_PAGES, registerInputSchema, VALIDATION_CODES as V } from '@acorn/contracts';
import { Anchor, Button, Checkbox, Group, Stack, Tabs, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconBriefcase, IconBuildingStore } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-layout';
import { PasswordPairFields } from '../../../components/form/password-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { checkInvitation, registerAdvisor, registerParticipant } from '../api/register';
import { startSession } from '../api/start-session';
import { SocialSignInButtons } from './social-sign-in-buttons';

export type RegistrationRole = '1' | '2';

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
  const [role, setRole] = useState<RegistrationRole>(initialRole);
  const isAdvisor = role === '2';

  const form = useSchemaForm({
    schema: registerInputSchema,
    initialValues: {
      email: '',
      password: '',
      c_password: '',
      invitecode: initialInvitecode,
      acceptedTerms: false,
    },
    toInput: (values) => ({
      email: values.email,
      password: values.password,
      c_password: values.c_password,
      role,
      acceptedTerms: values.acceptedTerms,
      invitecode: isAdvisor ? values.invitecode.trim() : undefined,
      ref: refCode || undefined,
      language,
    }),
    // The schema serves both tabs; only the advisor's needs the invitation code.
    rules: (values) => (isAdvisor && !values.invitecode.trim() ? { invitecode: V.invitationInvalid } : {}),
  });
  const submit = useSubmit(form, {
    send: async (body) => {
      const input = registerInputSchema.parse(body);
      // The advisor's code is checked before the account is created.
      if (isAdvisor) await checkInvitation(input.invitecode ?? '');
      await startSession(
        queryClient,
        isAdvisor ? await registerAdvisor(input) : await registerParticipant(input),
      );
    },
    onSuccess: () =>
      navigate(
        isAdvisor ? paths.completeSbaRegistration() : paths.completeParticipantRegistration(subscription),
      ),
    codeFields: { email_taken: 'email' },
    failure: 'inline',
  });

  /** A social sign-up needs the terms (and the advisor's code) too. */
  const socialIntent = () => {
    const problems: FormErrors = {};
    for (const path of ['acceptedTerms', 'invitecode']) {
      const { hasError, error } = form.validateField(path);
      if (hasError) problems[path] = error;
    }
    if (Object.keys(problems).length > 0) {
      submit.focusFirstError(problems);
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
    form.clearFieldError('invitecode');
  };

  const fields = (
    <form {...submit.formProps}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {isAdvisor ? t('register.advisorIntro') : t('register.participantIntro')}
        </Text>
        <FormAlert>{submit.failure}</FormAlert>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordPairFields form={form} />
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
