import { ADVISOR_BIO_MAX_LENGTH, advisorStep3Schema, type UserDetail } from '@acorn/contracts';
import { Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload, type StoredFile } from '../../../components/file-upload/file-upload';
import { FieldGrid, FormAlert } from '../../../components/form/form-layout';
import { ListsGate } from '../../../components/form/lists-gate';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { servicesByStage, useSectors, useServices } from '../../../lib/reference-lists';
import { saveAdvisorExpertise } from '../api/save-steps';
import classes from './advisor-expertise-step.module.css';
import { WizardActions } from './wizard-actions';

/** The id to send for a file slot: only a newly uploaded file; the saved one stays as it is. */
const newFileId = (chosen: StoredFile | null, saved: StoredFile | null | undefined) =>
  chosen && chosen.id !== saved?.id ? chosen.id : undefined;

/** The body names the files' ids; the form shows them as the photo and the CV. */
const FILE_FIELDS: Record<string, string> = { photo_file_id: 'photo', cv_file_id: 'cv' };

interface AdvisorExpertiseStepProps {
  user: UserDetail;
  onBack: () => void;
  onSaved: () => Promise<void>;
}

/**
 * Advisor step 3 (POST /api/addSbaRegistrationForm3): bio, photo, CV, expertise sector and the
 * services the advisor has experience in. Photo and CV are uploaded when chosen; the step sends
 * their ids. A saved file can be replaced here, not removed (the profile page removes files).
 */
export function AdvisorExpertiseStep({ user, onBack, onSaved }: AdvisorExpertiseStepProps) {
  const { t } = useTranslation(['onboarding', 'forms']);
  const sectors = useSectors();
  const services = useServices();
  const [uploadsInFlight, setUploadsInFlight] = useState(0);
  const trackUpload = (uploading: boolean) => setUploadsInFlight((count) => count + (uploading ? 1 : -1));
  const uploading = uploadsInFlight > 0;
  const form = useSchemaForm({
    schema: advisorStep3Schema,
    initialValues: {
      bio: user.bio ?? '',
      photo: user.photo ?? null,
      cv: user.cv ?? null,
      company_sector: user.company_sector?.id ?? null,
      // Checkboxes hold their values as text.
      services: (user.user_services ?? []).map((service) => String(service.id)),
    },
    toInput: (values) => ({
      bio: values.bio,
      company_sector: values.company_sector,
      services: values.services.map(Number),
      photo_file_id: newFileId(values.photo, user.photo),
      cv_file_id: newFileId(values.cv, user.cv),
    }),
    fieldPath: (path) => FILE_FIELDS[path] ?? path,
  });
  const submit = useSubmit(form, { send: saveAdvisorExpertise, onSuccess: onSaved, failure: 'inline' });

  return (
    <ListsGate queries={[sectors, services]}>
      <form {...submit.formProps}>
        <Stack gap="lg">
          <FormAlert>{submit.failure}</FormAlert>
          <Textarea
            label={t('fields.bio')}
            description={t('fields.bioHint', { count: form.values.bio.length, max: ADVISOR_BIO_MAX_LENGTH })}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={ADVISOR_BIO_MAX_LENGTH}
            withAsterisk
            {...form.getInputProps('bio')}
          />
          <FieldGrid>
            <FileUpload
              label={t('fields.photo')}
              accept="image"
              purpose="image"
              removable={false}
              onUploadingChange={trackUpload}
              {...form.getInputProps('photo')}
              value={form.values.photo}
            />
            <FileUpload
              label={t('fields.cv')}
              accept="image-or-pdf"
              purpose="document"
              removable={false}
              onUploadingChange={trackUpload}
              {...form.getInputProps('cv')}
              value={form.values.cv}
            />
          </FieldGrid>
          <Select<number>
            label={t('fields.expertiseSector')}
            placeholder={t('forms:choose')}
            data={(sectors.data ?? []).map((sector) => ({ value: sector.id, label: sector.name }))}
            searchable
            withAsterisk
            nothingFoundMessage={t('forms:nothingFound')}
            {...form.getInputProps('company_sector')}
          />
          <Checkbox.Group
            label={t('fields.experienceServices')}
            description={t('fields.experienceServicesHint')}
            withAsterisk
            {...form.getInputProps('services')}
          >
            <Stack gap="md" mt="sm">
              {servicesByStage(services.data).map(({ stage, items }) => (
                <Fieldset
                  key={stage}
                  variant="unstyled"
                  legend={stage}
                  classNames={{ legend: classes.stage }}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={8}>
                    {items.map((item) => (
                      <Checkbox key={item.value} value={String(item.value)} label={item.label} />
                    ))}
                  </SimpleGrid>
                </Fieldset>
              ))}
            </Stack>
          </Checkbox.Group>
          {form.values.services.length > 0 && (
            <Group gap={6} aria-live="polite">
              <IconCheck size={16} color="var(--mantine-color-forest-7)" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('fields.servicesChosen', { count: form.values.services.length })}
              </Text>
            </Group>
          )}
        </Stack>
        <WizardActions
          back={{ label: t('actions.prevStep'), onClick: onBack }}
          submit={{
            label: t('actions.save'),
            busyLabel: t('actions.submitting'),
            busy: form.submitting,
            disabled: uploading,
            icon: <IconCheck size={18} aria-hidden />,
          }}
        />
        {uploading && (
          <Text size="sm" c="dimmed" ta="right" mt="xs">
            {t('uploads.waitForUpload')}
          </Text>
        )}
      </form>
    </ListsGate>
  );
}
