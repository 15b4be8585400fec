import { participantStep1Schema, type UserDetail } from '@acorn/contracts';
import { MultiSelect, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyFields } from '../../../components/form/company-fields';
import { ContactFields } from '../../../components/form/contact-fields';
import { FieldGrid, FormAlert } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { paths } from '../../../config/paths';
import {
  optionLabels,
  servicesByStage,
  useCountries,
  useOptionList,
  useSectors,
  useServices,
} from '../../../lib/reference-lists';
import { saveParticipantCompany } from '../api/save-steps';
import { WizardActions } from './wizard-actions';

const initialValues = (user: UserDetail) => ({
  is_seller: user.is_seller,
  services: (user.user_services ?? []).map((service) => service.id),
  company_name: user.company_name ?? '',
  company_sector: user.company_sector?.id ?? null,
  country_of_operation: (user.user_country_of_operations ?? []).map((country) => country.id),
  first_name: user.name ?? '',
  job_function: user.job_function ?? '',
  phone: user.phone_number ?? '',
  code: '',
});

interface ParticipantCompanyStepProps {
  user: UserDetail;
  /** Called after the save; the wizard reloads the user and moves on. */
  onSaved: () => Promise<void>;
}

/** Participant step 1: company and contact information (POST /api/adduserinfo). */
export function ParticipantCompanyStep({ user, onSaved }: ParticipantCompanyStepProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const countries = useCountries();
  const sectors = useSectors();
  const services = useServices();
  const jobFunctions = useOptionList('functions');
  const form = useSchemaForm({
    schema: participantStep1Schema,
    initialValues: initialValues(user),
    toInput: (values) => ({
      ...values,
      services: values.is_seller ? values.services : [],
      code: values.code.trim() || null,
    }),
  });
  const submit = useSubmit(form, { send: saveParticipantCompany, onSuccess: onSaved, failure: 'inline' });

  return (
    <ListsGate queries={[countries, sectors, services]}>
      <form {...submit.formProps}>
        <Stack gap="lg">
          <FormAlert>{submit.failure}</FormAlert>
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
              <MultiSelect<number>
                label={t('fields.services')}
                description={t('fields.servicesHint')}
                placeholder={form.values.services.length === 0 ? t('forms:choose') : undefined}
                data={servicesByStage(services.data).map(({ stage, items }) => ({ group: stage, items }))}
                searchable
                clearable
                withAsterisk
                nothingFoundMessage={t('forms:nothingFound')}
                {...form.getInputProps('services')}
              />
            )}
            <FieldGrid>
              <CompanyFields
                form={form}
                fields={{
                  name: 'company_name',
                  sector: 'company_sector',
                  countriesOfOperation: 'country_of_operation',
                }}
              />
            </FieldGrid>
          </Stack>
          <Stack gap="md" component="section" aria-labelledby="contact-heading">
            <Title order={3} fz="lg" id="contact-heading">
              {t('participant.company.contactHeading')}
            </Title>
            <FieldGrid>
              <ContactFields
                form={form}
                country={user.country?.id}
                fields={{ name: 'first_name', jobFunction: 'job_function', phone: 'phone' }}
                jobFunctions={optionLabels(jobFunctions.data)}
              />
              <TextInput
                label={t('fields.voucher')}
                description={t('forms:optional')}
                autoComplete="off"
                {...form.getInputProps('code')}
              />
            </FieldGrid>
          </Stack>
        </Stack>
        <WizardActions
          back={{ label: t('actions.cancel'), to: paths.logout() }}
          submit={{ label: t('actions.nextStep'), busyLabel: t('actions.submitting'), busy: form.submitting }}
        />
      </form>
    </ListsGate>
  );
}
