import type { OwnProfile } from '@acorn/contracts';
import { Button, Checkbox, MultiSelect, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openStoredFile } from '../../../components/file-upload/upload-file';
import { ContactFields } from '../../../components/form/contact-fields';
import { FieldGrid } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { SocialLinkFields } from '../../../components/form/social-link-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSectors, useServices } from '../../../lib/reference-lists';
import { saveMainProfile } from '../api/own-profile';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { mainFormCheck, mainFormValues } from '../lib/form-values';
import { FormSection } from './form-section';
import { LinkRowsField } from './link-rows-field';
import { SaveBar } from './save-bar';

const ROWS = 'personal_online_presence';

/** Tab "Profile": the main company-contact form (POST /api/updateMainProfile). */
export function MainProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const services = useServices();
  const sectors = useSectors();
  return (
    <ListsGate queries={[services, sectors]} loadingLabel={t('main.loadingLists')}>
      <MainProfileFields profile={profile} />
    </ListsGate>
  );
}

function MainProfileFields({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation(['profiles', 'forms']);
  const services = useServices();
  const sectors = useSectors();
  const [certificateFailed, setCertificateFailed] = useState(false);
  const form = useSchemaForm({
    ...mainFormCheck,
    initialValues: mainFormValues(profile),
    validateInputOnBlur: ['personal_linkedin', 'personal_facebook'],
  });
  const submit = useProfileSubmit(form, { save: saveMainProfile, valuesFrom: mainFormValues });
  const values = form.getValues();

  const openCertificate = async (url: string) => {
    setCertificateFailed(false);
    try {
      await openStoredFile(url);
    } catch {
      setCertificateFailed(true);
    }
  };

  return (
    <form {...submit.formProps}>
      <Stack gap="lg">
        <FormSection title={t('main.sellerTitle')} description={t('main.sellerDescription')}>
          {profile.subscription && (
            <Text size="sm">
              {t('main.subscription')} <strong>{profile.subscription.name}</strong>
            </Text>
          )}
          {profile.certificado && (
            <Stack gap={4} align="flex-start">
              <Button
                variant="outline"
                leftSection={<IconCertificate size={18} aria-hidden />}
                onClick={() => void openCertificate(profile.certificado as string)}
              >
                {t('main.certificate')}
              </Button>
              {certificateFailed && (
                <Text size="sm" c="red.9" role="alert">
                  {t('main.certificateFailed')}
                </Text>
              )}
            </Stack>
          )}
          <Checkbox
            label={t('main.isSeller')}
            description={t('main.isSellerHint')}
            {...form.getInputProps('is_seller', { type: 'checkbox' })}
          />
          {values.is_seller && (
            <>
              <MultiSelect<number>
                label={t('main.services')}
                placeholder={values.services.length === 0 ? t('main.servicesPlaceholder') : undefined}
                data={(services.data ?? []).map((item) => ({ value: item.id, label: item.service_name }))}
                searchable
                clearable
                withAsterisk
                nothingFoundMessage={t('forms:nothingFound')}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('services')}
              />
              <MultiSelect<number>
                label={t('main.expertises')}
                description={t('main.expertisesHint')}
                placeholder={values.expertises.length === 0 ? t('main.expertisesPlaceholder') : undefined}
                data={(sectors.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
                searchable
                clearable
                nothingFoundMessage={t('forms:nothingFound')}
                {...form.getInputProps('expertises')}
              />
            </>
          )}
          <Checkbox
            label={t('main.protocolsSeller')}
            description={t('main.protocolsSellerHint')}
            {...form.getInputProps('pomservicesseller', { type: 'checkbox' })}
          />
        </FormSection>

        <FormSection title={t('main.contactTitle')}>
          <FieldGrid>
            <ContactFields
              form={form}
              country={profile.country?.id}
              fields={{
                name: 'name',
                email: 'email',
                jobFunction: 'job_function',
                countryCode: 'country_code',
                phone: 'phone',
              }}
            />
          </FieldGrid>
        </FormSection>

        <FormSection title={t('main.presenceTitle')} description={t('main.presenceDescription')}>
          <FieldGrid>
            <SocialLinkFields
              form={form}
              fields={{
                linkedin: 'personal_linkedin',
                facebook: 'personal_facebook',
                youtube: 'personal_youtube',
                instagram: 'personal_instagram',
                twitter: 'personal_twitter',
                website: 'personal_website',
              }}
            />
          </FieldGrid>
          <LinkRowsField form={form} path={ROWS} title={t('links.title')} />
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
