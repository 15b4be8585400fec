import { type AdvisorStep1Input, advisorStep1Schema, type UserDetail } from '@acorn/contracts';
import { Alert, Autocomplete, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../components/form/schema-errors';
import { paths } from '../../../config/paths';
import { fieldErrors, useErrorText } from '../../../lib/error-text';
import { saveAdvisorContact } from '../api/save-steps';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { useWizardForm } from '../hooks/use-wizard-form';
import { focusFirstError } from '../lib/form-errors';
import { WizardActions } from './wizard-actions';

interface ContactValues extends Record<string, unknown> {
  first_name: string;
  job_function: string;
  phone: string;
  company_name: string;
  code: string;
  linkedin: string;
  facebook: string;
  youtube: string;
  instagram: string;
  twitter: string;
  website: string;
}

const LINKS = ['linkedin', 'facebook', 'youtube', 'instagram', 'twitter', 'website'] as const;

const FIELDS = ['first_name', 'job_function', 'phone', 'company_name', 'code', ...LINKS] as const;

const initialValues = (user: UserDetail): ContactValues => ({
  first_name: user.name ?? '',
  job_function: user.job_function ?? '',
  phone: user.phone_number ?? '',
  company_name: user.company_name ?? '',
  code: '',
  linkedin: user.linkedin ?? '',
  facebook: user.facebook ?? '',
  youtube: user.youtube ?? '',
  instagram: user.instagram ?? '',
  twitter: user.twitter ?? '',
  website: user.website ?? '',
});

const optional = (value: string) => value.trim() || null;

const toInput = (values: ContactValues, user: UserDetail): AdvisorStep1Input => ({
  first_name: values.first_name,
  job_function: values.job_function,
  phone: values.phone,
  company_name: optional(values.company_name),
  code: optional(values.code),
  linkedin: values.linkedin.trim(),
  facebook: optional(values.facebook),
  youtube: optional(values.youtube),
  instagram: optional(values.instagram),
  twitter: optional(values.twitter),
  website: optional(values.website),
  country: user.country?.id ?? null,
});

interface AdvisorContactStepProps {
  user: UserDetail;
  onSaved: () => Promise<void>;
}

/** Advisor step 1 'User Information' (POST /api/addSbaRegistrationForm1). */
export function AdvisorContactStep({ user, onSaved }: AdvisorContactStepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const options = useReferenceOptions();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useWizardForm<ContactValues>(initialValues(user), (values) =>
    schemaErrors(advisorStep1Schema, toInput(values, user)),
  );

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  const submit = async (values: ContactValues) => {
    setAlert(null);
    try {
      await saveAdvisorContact(toInput(values, user));
    } catch (error) {
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) return showErrors(problems);
      setAlert(errorText(error));
      return;
    }
    await onSaved();
  };

  const linkInput = (field: (typeof LINKS)[number], required = false) => (
    <TextInput
      key={field}
      label={t(`fields.links.${field}`)}
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder="https://"
      withAsterisk={required}
      description={required ? undefined : t('fields.optional')}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
      <Stack gap="lg">
        {alert && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {alert}
          </Alert>
        )}
        <Stack gap="md" component="section" aria-labelledby="advisor-contact-heading">
          <Title order={3} fz="lg" id="advisor-contact-heading">
            {t('advisor.contact.contactHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('fields.contactName')}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('first_name')}
            />
            <Autocomplete
              label={t('fields.jobFunction')}
              description={t('fields.jobFunctionHint')}
              data={options.jobFunctions}
              autoComplete="organization-title"
              withAsterisk
              {...form.getInputProps('job_function')}
            />
            <TextInput
              label={t('fields.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              withAsterisk
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('fields.commercialName')}
              description={t('fields.optional')}
              autoComplete="organization"
              {...form.getInputProps('company_name')}
            />
            <TextInput
              label={t('fields.voucher')}
              description={t('fields.optional')}
              autoComplete="off"
              {...form.getInputProps('code')}
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="advisor-links-heading">
          <Title order={3} fz="lg" id="advisor-links-heading">
            {t('advisor.contact.linksHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {linkInput('linkedin', true)}
            {LINKS.filter((field) => field !== 'linkedin').map((field) => linkInput(field))}
          </SimpleGrid>
        </Stack>
      </Stack>
      <WizardActions
        back={{ label: t('actions.cancel'), to: paths.logout() }}
        submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
      />
    </form>
  );
}
