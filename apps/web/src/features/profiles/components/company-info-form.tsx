import type { Country, OptionItem, OwnProfile, Sector } from '@acorn/contracts';
import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { saveCompanyInformation } from '../api/own-profile';
import { useCountries, useOptionList, useSectors } from '../api/reference-lists';
import { useProfileForm, useProfileSubmit } from '../hooks/use-profile-form';
import { type CompanyFormValues, companyFormValues, companyPayload } from '../lib/form-values';
import { screenRowPath } from '../lib/link-rows';
import { validateCompanyForm } from '../lib/validation';
import { FormSection } from './form-section';
import { LinkRowsField } from './link-rows-field';
import { ListsState } from './lists-state';
import { PostalCodeInput } from './postal-code-input';
import { SaveBar } from './save-bar';
import { SocialLinkInputs } from './social-link-inputs';

const ROWS = 'online_presence';

/** Tab "Company Info": company information, part 2 (POST /api/updateCompanyInformation). */
export function CompanyInfoForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const sectors = useSectors();
  const countries = useCountries();
  const revenue = useOptionList('revenue');
  const sizes = useOptionList('company-size');
  return (
    <ListsState queries={[sectors, countries, revenue, sizes]} loadingLabel={t('company.loadingLists')}>
      <CompanyInfoFields
        profile={profile}
        sectors={sectors.data ?? []}
        countries={countries.data ?? []}
        revenue={revenue.data ?? []}
        sizes={sizes.data ?? []}
      />
    </ListsState>
  );
}

function CompanyInfoFields({
  profile,
  sectors,
  countries,
  revenue,
  sizes,
}: {
  profile: OwnProfile;
  sectors: Sector[];
  countries: Country[];
  revenue: OptionItem[];
  sizes: OptionItem[];
}) {
  const { t } = useTranslation('profile');
  const form = useProfileForm<CompanyFormValues>(companyFormValues(profile), validateCompanyForm, {
    live: ['postal_code'],
    onBlur: ['company_email', 'linkedin', 'facebook', 'youtube', 'instagram', 'twitter', 'website'],
  });
  const { formRef, onSubmit, onInvalid } = useProfileSubmit(form, {
    save: (values) => saveCompanyInformation(companyPayload(values)),
    valuesFrom: companyFormValues,
    fieldPath: (path, values) => screenRowPath(values.online_presence, ROWS, path),
  });
  const values = form.getValues();
  const countryOptions = countries.map((country) => ({ value: country.id, label: country.name }));

  // The postal code's rule depends on the country: a typed code is checked again when it changes.
  const countryProps = form.getInputProps('country');
  const changeCountry = (value: number | null) => {
    countryProps.onChange(value);
    if (form.getValues().postal_code.trim() !== '') form.validateField('postal_code');
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(onSubmit, onInvalid)}>
      <Stack gap="lg">
        <FormSection title={t('company.companyTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.companyName')}
              withAsterisk
              autoComplete="organization"
              {...form.getInputProps('company_name')}
            />
            <TextInput
              label={t('fields.companyLegalName')}
              withAsterisk
              {...form.getInputProps('company_legal_name')}
            />
            <TextInput
              label={t('fields.companyEmail')}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('company_email')}
            />
            <TextInput
              label={t('fields.companyPhone')}
              type="tel"
              withAsterisk
              autoComplete="tel"
              placeholder="+351 …"
              {...form.getInputProps('company_phone')}
            />
            <Select<number>
              label={t('fields.sector')}
              data={sectors.map((sector) => ({ value: sector.id, label: sector.name }))}
              searchable
              withAsterisk
              nothingFoundMessage={t('nothingFound')}
              {...form.getInputProps('company_sector')}
            />
            <TextInput
              label={t('fields.vatNumber')}
              description={t('company.vatReadOnly')}
              inputWrapperOrder={['label', 'input', 'description']}
              value={profile.vatnumber ?? ''}
              placeholder={t('company.vatMissing')}
              readOnly
              variant="filled"
            />
            <Select
              label={t('fields.turnover')}
              data={revenue.map((option) => ({ value: option.key, label: option.label }))}
              withAsterisk
              {...form.getInputProps('last_year_turnover')}
            />
            <Select
              label={t('fields.employees')}
              data={sizes.map((option) => ({ value: option.key, label: option.label }))}
              withAsterisk
              {...form.getInputProps('no_of_emplyees')}
            />
          </SimpleGrid>
          <MultiSelect<number>
            label={t('fields.countriesOfOperation')}
            data={countryOptions}
            searchable
            clearable
            withAsterisk
            placeholder={values.country_of_operation.length === 0 ? t('fields.choose') : undefined}
            nothingFoundMessage={t('nothingFound')}
            {...form.getInputProps('country_of_operation')}
          />
          <FileUpload
            label={t('company.logo')}
            accept="image"
            purpose="image"
            value={values.company_logo}
            onChange={(file) => {
              form.setFieldValue('company_logo', file);
              // A new logo replaces the old one; removing sets the flag the API clears it with.
              form.setFieldValue('remove_logo', file === null);
            }}
            removeConfirmation={t('company.removeLogo')}
            error={form.errors.company_logo}
          />
        </FormSection>

        <FormSection title={t('company.addressTitle')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
              data={countryOptions}
              searchable
              withAsterisk
              nothingFoundMessage={t('nothingFound')}
              {...countryProps}
              onChange={changeCountry}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('company.presenceTitle')}>
          <SocialLinkInputs
            form={form}
            fields={{
              linkedin: 'linkedin',
              facebook: 'facebook',
              youtube: 'youtube',
              instagram: 'instagram',
              twitter: 'twitter',
              website: 'website',
            }}
          />
          <LinkRowsField form={form} path={ROWS} title={t('links.title')} />
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
