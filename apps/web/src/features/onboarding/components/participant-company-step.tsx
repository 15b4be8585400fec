import { type ParticipantStep1Input, participantStep1Schema, type UserDetail } from '@acorn/contracts';
import {
  Alert,
  Autocomplete,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaErrors } from '../../../components/form/schema-errors';
import { paths } from '../../../config/paths';
import { fieldErrors, useErrorText } from '../../../lib/error-text';
import { saveParticipantCompany } from '../api/save-steps';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { useWizardForm } from '../hooks/use-wizard-form';
import { focusFirstError, toId, toIds } from '../lib/form-errors';
import { ReferenceListsGate } from './reference-lists-gate';
import { WizardActions } from './wizard-actions';

interface CompanyValues extends Record<string, unknown> {
  is_seller: boolean;
  services: string[];
  company_name: string;
  company_sector: string | null;
  country_of_operation: string[];
  first_name: string;
  job_function: string;
  phone: string;
  code: string;
}

const FIELDS = [
  'is_seller',
  'services',
  'company_name',
  'company_sector',
  'country_of_operation',
  'first_name',
  'job_function',
  'phone',
  'code',
] as const;

const initialValues = (user: UserDetail): CompanyValues => ({
  is_seller: user.is_seller,
  services: (user.user_services ?? []).map((service) => String(service.id)),
  company_name: user.company_name ?? '',
  company_sector: user.company_sector ? String(user.company_sector.id) : null,
  country_of_operation: (user.user_country_of_operations ?? []).map((country) => String(country.id)),
  first_name: user.name ?? '',
  job_function: user.job_function ?? '',
  phone: user.phone_number ?? '',
  code: '',
});

const toInput = (values: CompanyValues): ParticipantStep1Input => ({
  is_seller: values.is_seller,
  services: values.is_seller ? toIds(values.services) : [],
  company_name: values.company_name,
  // An unset select fails the schema's id rule with 'This field is required'.
  company_sector: toId(values.company_sector) as number,
  country_of_operation: toIds(values.country_of_operation),
  first_name: values.first_name,
  job_function: values.job_function,
  phone: values.phone,
  code: values.code.trim() || null,
});

interface ParticipantCompanyStepProps {
  user: UserDetail;
  /** Called after the save; the wizard reloads the user and moves on. */
  onSaved: () => Promise<void>;
}

/** Participant step 1: company and contact information (POST /api/adduserinfo). */
export function ParticipantCompanyStep({ user, onSaved }: ParticipantCompanyStepProps) {
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const options = useReferenceOptions();
  const [alert, setAlert] = useState<string | null>(null);

  const form = useWizardForm<CompanyValues>(initialValues(user), (values) =>
    schemaErrors(participantStep1Schema, toInput(values)),
  );

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  const submit = async (values: CompanyValues) => {
    setAlert(null);
    try {
      await saveParticipantCompany(toInput(values));
    } catch (error) {
      const problems = fieldErrors(error, FIELDS);
      if (Object.keys(problems).length > 0) return showErrors(problems);
      setAlert(errorText(error));
      return;
    }
    await onSaved();
  };

  return (
    <ReferenceListsGate options={options}>
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
        <Stack gap="lg">
          {alert && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {alert}
            </Alert>
          )}
          <Stack gap="md" component="section" aria-labelledby="company-heading">
            <Title order={3} fz="lg" id="company-heading">
              {t('participant.company.companyHeading')}
            </Title>
            <Switch
              label={t('fields.seller')}
              description={t('fields.sellerHint')}
              {...form.getInputProps('is_seller', { type: 'checkbox' })}
            />
            {form.values.is_seller && (
              <MultiSelect
                label={t('fields.services')}
                description={t('fields.servicesHint')}
                placeholder={form.values.services.length === 0 ? t('fields.choose') : undefined}
                data={options.serviceGroups}
                searchable
                clearable
                withAsterisk
                nothingFoundMessage={t('fields.nothingFound')}
                {...form.getInputProps('services')}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label={t('fields.companyName')}
                autoComplete="organization"
                withAsterisk
                {...form.getInputProps('company_name')}
              />
              <Select
                label={t('fields.sector')}
                placeholder={t('fields.choose')}
                data={options.sectors}
                searchable
                withAsterisk
                nothingFoundMessage={t('fields.nothingFound')}
                {...form.getInputProps('company_sector')}
              />
            </SimpleGrid>
            <MultiSelect
              label={t('fields.countriesOfOperation')}
              placeholder={form.values.country_of_operation.length === 0 ? t('fields.search') : undefined}
              data={options.countries}
              searchable
              clearable
              withAsterisk
              nothingFoundMessage={t('fields.nothingFound')}
              {...form.getInputProps('country_of_operation')}
            />
          </Stack>
          <Stack gap="md" component="section" aria-labelledby="contact-heading">
            <Title order={3} fz="lg" id="contact-heading">
              {t('participant.company.contactHeading')}
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
                autoComplete="tel"
                inputMode="tel"
                withAsterisk
                {...form.getInputProps('phone')}
              />
              <TextInput
                label={t('fields.voucher')}
                description={t('fields.optional')}
                autoComplete="off"
                {...form.getInputProps('code')}
              />
            </SimpleGrid>
          </Stack>
        </Stack>
        <WizardActions
          back={{ label: t('actions.cancel'), to: paths.logout() }}
          submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
        />
      </form>
    </ReferenceListsGate>
  );
}
