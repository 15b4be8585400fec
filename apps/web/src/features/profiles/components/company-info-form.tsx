import type { OwnProfile } from '@acorn/contracts';
import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { AddressFields } from '../../../components/form/address-fields';
import { CompanyFields } from '../../../components/form/company-fields';
import { FieldGrid } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { SocialLinkFields } from '../../../components/form/social-link-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useCallingCode, useCountries, useOptionList, useSectors } from '../../../lib/reference-lists';
import { saveCompanyInformation } from '../api/own-profile';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { companyFormCheck, companyFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { LinkRowsField } from './link-rows-field';
import { SaveBar } from './save-bar';

const ROWS = 'online_presence';

/** Tab "Company Info": company information, part 2 (POST /api/updateCompanyInformation). */
export function CompanyInfoForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const sectors = useSectors();
  const countries = useCountries();
  const revenue = useOptionList('revenue');
  const sizes = useOptionList('company-size');
  return (
    <ListsGate queries={[sectors, countries, revenue, sizes]} loadingLabel={t('company.loadingLists')}>
      <CompanyInfoFields profile={profile} />
    </ListsGate>
  );
}

function CompanyInfoFields({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const revenue = useOptionList('revenue');
  const sizes = useOptionList('company-size');
  const callingCode = useCallingCode(profile.country?.id);
  const form = useSchemaForm({
    ...companyFormCheck,
    initialValues: companyFormValues(profile),
    validateInputOnBlur: [
      'company_email',
      'linkedin',
      'facebook',
      'youtube',
      'instagram',
      'twitter',
      'website',
    ],
  });
  const submit = useProfileSubmit(form, { save: saveCompanyInformation, valuesFrom: companyFormValues });

  return (
    <form {...submit.formProps}>
      <Stack gap="lg">
        <FormSection title={t('company.companyTitle')}>
          <FieldGrid>
            <CompanyFields form={form} fields={{ name: 'company_name', legalName: 'company_legal_name' }} />
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
              placeholder={callingCode && `${callingCode} …`}
              {...form.getInputProps('company_phone')}
            />
            <CompanyFields form={form} fields={{ sector: 'company_sector' }} />
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
              data={(revenue.data ?? []).map((option) => ({ value: option.key, label: option.label }))}
              withAsterisk
              {...form.getInputProps('last_year_turnover')}
            />
            <Select
              label={t('fields.employees')}
              data={(sizes.data ?? []).map((option) => ({ value: option.key, label: option.label }))}
              withAsterisk
              {...form.getInputProps('no_of_emplyees')}
            />
            <CompanyFields form={form} fields={{ countriesOfOperation: 'country_of_operation' }} />
          </FieldGrid>
          <FileUpload
            label={t('company.logo')}
            accept="image"
            purpose="image"
            removeConfirmation={t('company.removeLogo')}
            {...form.getInputProps('company_logo')}
            value={form.values.company_logo}
            onChange={(file) => {
              form.setFieldValue('company_logo', file);
              // A new logo replaces the old one; removing sets the flag the API clears it with.
              form.setFieldValue('remove_logo', file === null);
            }}
          />
          {(['brochure', 'financial_report'] as const).map((name) => (
            <FileUpload
              key={name}
              label={t(`company.${name}`)}
              description={t('company.documentHint')}
              accept="image-or-pdf"
              purpose="document"
              {...form.getInputProps(name)}
              value={form.values[name]}
              onChange={(file) => {
                form.setFieldValue(name, file);
                form.setFieldValue(`remove_${name}`, file === null);
              }}
            />
          ))}
        </FormSection>

        <FormSection title={t('company.addressTitle')}>
          <FieldGrid>
            <AddressFields form={form} />
          </FieldGrid>
        </FormSection>

        <FormSection title={t('company.presenceTitle')}>
          <FieldGrid>
            <SocialLinkFields form={form} />
          </FieldGrid>
          <LinkRowsField form={form} path={ROWS} title={t('links.title')} />
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
