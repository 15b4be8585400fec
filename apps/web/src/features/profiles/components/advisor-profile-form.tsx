import type { OwnProfile } from '@acorn/contracts';
import { Box, MultiSelect, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload/file-upload';
import { AddressFields } from '../../../components/form/address-fields';
import { BankAccountFields } from '../../../components/form/bank-account-fields';
import { CompanyFields } from '../../../components/form/company-fields';
import { ContactFields } from '../../../components/form/contact-fields';
import { FieldGrid } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { SocialLinkFields } from '../../../components/form/social-link-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useCountries, useSectors, useServices } from '../../../lib/reference-lists';
import { saveAdvisorProfile } from '../api/own-profile';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { advisorFormCheck, advisorFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { SaveBar } from './save-bar';

/** The advisor's own profile (POST /api/updateSbaProfileInformation), at /profile and /sba-profile. */
export function AdvisorProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const services = useServices();
  const sectors = useSectors();
  const countries = useCountries();
  return (
    <ListsGate queries={[services, sectors, countries]} loadingLabel={t('advisor.loadingLists')}>
      <AdvisorProfileFields profile={profile} />
    </ListsGate>
  );
}

function AdvisorProfileFields({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation(['profiles', 'forms']);
  const services = useServices();
  const sectors = useSectors();
  const form = useSchemaForm({
    ...advisorFormCheck,
    initialValues: advisorFormValues(profile),
    validateInputOnBlur: [
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
  const submit = useProfileSubmit(form, { save: saveAdvisorProfile, valuesFrom: advisorFormValues });
  const values = form.getValues();

  return (
    <form {...submit.formProps}>
      <Stack gap="lg">
        <FormSection title={t('advisor.personalTitle')}>
          <FieldGrid>
            <ContactFields
              form={form}
              country={profile.country?.id}
              fields={{ name: 'first_name', jobFunction: 'job_function', email: 'email', phone: 'phone' }}
            />
            <CompanyFields
              form={form}
              fields={{ commercialName: 'company_name', legalName: 'company_legal_name' }}
            />
            <FileUpload
              label={t('advisor.photo')}
              accept="image"
              purpose="image"
              removeConfirmation={t('advisor.removePhoto')}
              {...form.getInputProps('photo')}
              value={values.photo}
              onChange={(file) => {
                form.setFieldValue('photo', file);
                form.setFieldValue('remove_photo', file === null);
              }}
            />
            <FileUpload
              label={t('advisor.cv')}
              accept="image-or-pdf"
              purpose="document"
              removeConfirmation={t('advisor.removeCv')}
              {...form.getInputProps('cv')}
              value={values.cv}
              onChange={(file) => {
                form.setFieldValue('cv', file);
                form.setFieldValue('remove_cv', file === null);
              }}
            />
          </FieldGrid>
        </FormSection>

        <FormSection title={t('advisor.expertiseTitle')}>
          <Textarea
            label={t('fields.bio')}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('bio')}
          />
          <FieldGrid>
            <Select<number>
              label={t('advisor.sector')}
              data={(sectors.data ?? []).map((sector) => ({ value: sector.id, label: sector.name }))}
              searchable
              withAsterisk
              nothingFoundMessage={t('forms:nothingFound')}
              {...form.getInputProps('company_sector')}
            />
            <MultiSelect<number>
              label={t('advisor.services')}
              data={(services.data ?? []).map((service) => ({
                value: service.id,
                label: service.service_name,
              }))}
              searchable
              clearable
              withAsterisk
              placeholder={values.services.length === 0 ? t('fields.choose') : undefined}
              nothingFoundMessage={t('forms:nothingFound')}
              {...form.getInputProps('services')}
            />
          </FieldGrid>
        </FormSection>

        <FormSection title={t('advisor.identityTitle')}>
          <Switch
            label={t('advisor.hideIdentity')}
            description={t('advisor.hideIdentityHint')}
            {...form.getInputProps('hide_identity', { type: 'checkbox' })}
          />
        </FormSection>

        <FormSection title={t('advisor.presenceTitle')} description={t('advisor.presenceDescription')}>
          <FieldGrid>
            <SocialLinkFields form={form} required={['linkedin']} />
          </FieldGrid>
        </FormSection>

        <FormSection title={t('advisor.billingTitle')}>
          <FieldGrid>
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
            <BankAccountFields form={form} />
            <AddressFields form={form} />
          </FieldGrid>
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
