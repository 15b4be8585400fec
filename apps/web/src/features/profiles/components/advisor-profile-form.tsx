import type { Country, OwnProfile, Sector, Service } from '@acorn/contracts';
import { Box, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { saveAdvisorProfile } from '../api/own-profile';
import { useCountries, useSectors, useServices } from '../api/reference-lists';
import { useProfileForm, useProfileSubmit } from '../hooks/use-profile-form';
import { type AdvisorFormValues, advisorFormValues, advisorPayload } from '../lib/form-values';
import { validateAdvisorForm } from '../lib/validation';
import { FormSection } from './form-section';
import { ListsState } from './lists-state';
import { PostalCodeInput } from './postal-code-input';
import { SaveBar } from './save-bar';
import { SocialLinkInputs } from './social-link-inputs';

/** The advisor's own profile (POST /api/updateSbaProfileInformation), at /profile and /sba-profile. */
export function AdvisorProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const services = useServices();
  const sectors = useSectors();
  const countries = useCountries();
  return (
    <ListsState queries={[services, sectors, countries]} loadingLabel={t('advisor.loadingLists')}>
      <AdvisorProfileFields
        profile={profile}
        services={services.data ?? []}
        sectors={sectors.data ?? []}
        countries={countries.data ?? []}
      />
    </ListsState>
  );
}

function AdvisorProfileFields({
  profile,
  services,
  sectors,
  countries,
}: {
  profile: OwnProfile;
  services: Service[];
  sectors: Sector[];
  countries: Country[];
}) {
  const { t } = useTranslation('profile');
  const form = useProfileForm<AdvisorFormValues>(advisorFormValues(profile), validateAdvisorForm, {
    live: ['postal_code'],
    onBlur: [
      'email',
      'linkedin',
      'facebook',
      'twitter',
      'instagram',
      'youtube',
      'website',
      'payment_account_iban',
      'payment_account_swift',
    ],
  });
  const { formRef, onSubmit, onInvalid } = useProfileSubmit(form, {
    save: (values) => saveAdvisorProfile(advisorPayload(values)),
    valuesFrom: advisorFormValues,
  });
  const values = form.getValues();

  // The postal code's rule depends on the country: a typed code is checked again when it changes.
  const countryProps = form.getInputProps('country');
  const changeCountry = (value: number | null) => {
    countryProps.onChange(value);
    if (form.getValues().postal_code.trim() !== '') form.validateField('postal_code');
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(onSubmit, onInvalid)}>
      <Stack gap="lg">
        <FormSection title={t('advisor.personalTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.contactName')}
              withAsterisk
              autoComplete="name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('fields.jobFunction')}
              withAsterisk
              autoComplete="organization-title"
              {...form.getInputProps('job_function')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.phone')}
              type="tel"
              withAsterisk
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('fields.companyCommercialName')}
              autoComplete="organization"
              {...form.getInputProps('company_name')}
            />
            <TextInput
              label={t('fields.companyLegalName')}
              withAsterisk
              {...form.getInputProps('company_legal_name')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FileUpload
              label={t('advisor.photo')}
              accept="image"
              purpose="image"
              value={values.photo}
              onChange={(file) => {
                form.setFieldValue('photo', file);
                form.setFieldValue('remove_photo', file === null);
              }}
              removeConfirmation={t('advisor.removePhoto')}
              error={form.errors.photo}
            />
            <FileUpload
              label={t('advisor.cv')}
              accept="image-or-pdf"
              purpose="document"
              value={values.cv}
              onChange={(file) => {
                form.setFieldValue('cv', file);
                form.setFieldValue('remove_cv', file === null);
              }}
              removeConfirmation={t('advisor.removeCv')}
              error={form.errors.cv}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('advisor.expertiseTitle')}>
          <Textarea
            label={t('fields.bio')}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('bio')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select<number>
              label={t('advisor.sector')}
              data={sectors.map((sector) => ({ value: sector.id, label: sector.name }))}
              searchable
              withAsterisk
              nothingFoundMessage={t('nothingFound')}
              {...form.getInputProps('company_sector')}
            />
            <MultiSelect<number>
              label={t('advisor.services')}
              data={services.map((service) => ({ value: service.id, label: service.service_name }))}
              searchable
              clearable
              withAsterisk
              placeholder={values.services.length === 0 ? t('fields.choose') : undefined}
              nothingFoundMessage={t('nothingFound')}
              {...form.getInputProps('services')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('advisor.presenceTitle')} description={t('advisor.presenceDescription')}>
          <SocialLinkInputs
            form={form}
            required={['linkedin']}
            fields={{
              linkedin: 'linkedin',
              facebook: 'facebook',
              youtube: 'youtube',
              instagram: 'instagram',
              twitter: 'twitter',
              website: 'website',
            }}
          />
        </FormSection>

        <FormSection title={t('advisor.billingTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.vatNumber')}
              description={t('company.vatReadOnly')}
              inputWrapperOrder={['label', 'input', 'description']}
              value={profile.vatnumber ?? ''}
              placeholder={t('company.vatMissing')}
              readOnly
              variant="filled"
            />
            <Box visibleFrom="sm" aria-hidden />
            <TextInput
              label={t('fields.iban')}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('payment_account_iban')}
            />
            <TextInput
              label={t('fields.bic')}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('payment_account_swift')}
            />
            <TextInput
              label={t('fields.address1')}
              withAsterisk
              autoComplete="address-line1"
              {...form.getInputProps('address1')}
            />
            <TextInput
              label={t('fields.address2')}
              autoComplete="address-line2"
              {...form.getInputProps('address2')}
            />
            <PostalCodeInput country={values.country} {...form.getInputProps('postal_code')} />
            <TextInput
              label={t('fields.city')}
              withAsterisk
              autoComplete="address-level2"
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('fields.state')}
              autoComplete="address-level1"
              {...form.getInputProps('state')}
            />
            <Select<number>
              label={t('fields.country')}
              data={countries.map((country) => ({ value: country.id, label: country.name }))}
              searchable
              withAsterisk
              nothingFoundMessage={t('nothingFound')}
              {...countryProps}
              onChange={changeCountry}
            />
          </SimpleGrid>
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
