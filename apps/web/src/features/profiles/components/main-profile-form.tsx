import type { OwnProfile } from '@acorn/contracts';
import { Button, Checkbox, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openStoredFile } from '../../../components/file-upload/upload-file';
import { saveMainProfile } from '../api/own-profile';
import { useSectors, useServices } from '../api/reference-lists';
import { useProfileForm, useProfileSubmit } from '../hooks/use-profile-form';
import { type MainFormValues, mainFormValues, mainPayload } from '../lib/form-values';
import { screenRowPath } from '../lib/link-rows';
import { validateMainForm } from '../lib/validation';
import { FormSection } from './form-section';
import { LinkRowsField } from './link-rows-field';
import { ListsState } from './lists-state';
import { SaveBar } from './save-bar';
import { SocialLinkInputs } from './social-link-inputs';

const ROWS = 'personal_online_presence';

/** Tab "Profile": the main company-contact form (POST /api/updateMainProfile). */
export function MainProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const services = useServices();
  const sectors = useSectors();
  return (
    <ListsState queries={[services, sectors]} loadingLabel={t('main.loadingLists')}>
      <MainProfileFields
        profile={profile}
        serviceOptions={(services.data ?? []).map((item) => ({ value: item.id, label: item.service_name }))}
        sectorOptions={(sectors.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
      />
    </ListsState>
  );
}

interface Option {
  value: number;
  label: string;
}

function MainProfileFields({
  profile,
  serviceOptions,
  sectorOptions,
}: {
  profile: OwnProfile;
  serviceOptions: Option[];
  sectorOptions: Option[];
}) {
  const { t } = useTranslation('profile');
  const [certificateFailed, setCertificateFailed] = useState(false);
  const form = useProfileForm<MainFormValues>(mainFormValues(profile), validateMainForm, {
    onBlur: ['personal_linkedin', 'personal_facebook'],
  });
  const { formRef, onSubmit, onInvalid } = useProfileSubmit(form, {
    save: (values) => saveMainProfile(mainPayload(values)),
    valuesFrom: mainFormValues,
    fieldPath: (path, values) => screenRowPath(values.personal_online_presence, ROWS, path),
  });
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
    <form ref={formRef} noValidate onSubmit={form.onSubmit(onSubmit, onInvalid)}>
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
                data={serviceOptions}
                searchable
                clearable
                withAsterisk
                nothingFoundMessage={t('nothingFound')}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('services')}
              />
              <MultiSelect<number>
                label={t('main.expertises')}
                description={t('main.expertisesHint')}
                placeholder={values.expertises.length === 0 ? t('main.expertisesPlaceholder') : undefined}
                data={sectorOptions}
                searchable
                clearable
                nothingFoundMessage={t('nothingFound')}
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.contactName')}
              withAsterisk
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.jobFunction')}
              withAsterisk
              autoComplete="organization-title"
              {...form.getInputProps('job_function')}
            />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t('fields.countryCode')}
                placeholder="+351"
                w={132}
                inputMode="tel"
                autoComplete="tel-country-code"
                {...form.getInputProps('country_code')}
              />
              <TextInput
                label={t('fields.phone')}
                type="tel"
                withAsterisk
                autoComplete="tel-national"
                style={{ flex: 1, minWidth: 0 }}
                {...form.getInputProps('phone')}
              />
            </Group>
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('main.presenceTitle')} description={t('main.presenceDescription')}>
          <SocialLinkInputs
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
          <LinkRowsField form={form} path={ROWS} title={t('links.title')} />
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
