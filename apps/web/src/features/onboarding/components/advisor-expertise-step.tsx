import {
  ADVISOR_BIO_MAX_LENGTH,
  type AdvisorStep3Input,
  advisorStep3Schema,
  type UserDetail,
} from '@acorn/contracts';
import { Alert, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload, type StoredFile } from '../../../components/file-upload/file-upload';
import { schemaErrors } from '../../../components/form/schema-errors';
import { fieldErrors, useErrorText } from '../../../lib/error-text';
import { saveAdvisorExpertise } from '../api/save-steps';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { useWizardForm } from '../hooks/use-wizard-form';
import { focusFirstError, toId, toIds } from '../lib/form-errors';
import classes from './advisor-expertise-step.module.css';
import { ReferenceListsGate } from './reference-lists-gate';
import { WizardActions } from './wizard-actions';

interface ExpertiseValues extends Record<string, unknown> {
  bio: string;
  company_sector: string | null;
  services: string[];
}

const FIELDS = ['bio', 'photo', 'cv', 'company_sector', 'services'] as const;

/** The id to send for a file slot: only a newly uploaded file; the saved one stays as it is. */
const newFileId = (chosen: StoredFile | null, saved: StoredFile | null | undefined) =>
  chosen && chosen.id !== saved?.id ? chosen.id : undefined;

const toInput = (values: ExpertiseValues): AdvisorStep3Input => ({
  bio: values.bio,
  // An unset select fails the schema's id rule with 'This field is required'.
  company_sector: toId(values.company_sector) as number,
  services: toIds(values.services),
});

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
  const { t } = useTranslation('onboarding');
  const errorText = useErrorText();
  const options = useReferenceOptions();
  const [photo, setPhoto] = useState<StoredFile | null>(user.photo ?? null);
  const [cv, setCv] = useState<StoredFile | null>(user.cv ?? null);
  const [uploadsInFlight, setUploadsInFlight] = useState(0);
  const trackUpload = (uploading: boolean) => setUploadsInFlight((count) => count + (uploading ? 1 : -1));
  const [alert, setAlert] = useState<string | null>(null);
  const form = useWizardForm<ExpertiseValues>(
    {
      bio: user.bio ?? '',
      company_sector: user.company_sector ? String(user.company_sector.id) : null,
      services: (user.user_services ?? []).map((service) => String(service.id)),
    },
    (values) => schemaErrors(advisorStep3Schema, toInput(values)),
  );
  const uploading = uploadsInFlight > 0;

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  const submit = async (values: ExpertiseValues) => {
    setAlert(null);
    try {
      await saveAdvisorExpertise({
        ...toInput(values),
        photo_file_id: newFileId(photo, user.photo),
        cv_file_id: newFileId(cv, user.cv),
      });
    } catch (error) {
      const problems = fieldErrors(error, [...FIELDS, 'photo_file_id', 'cv_file_id']);
      if (Object.keys(problems).length > 0) return showErrors(problems);
      setAlert(errorText(error));
      return;
    }
    await onSaved();
  };

  const servicesError = form.getInputProps('services').error;

  return (
    <ReferenceListsGate options={options}>
      <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(errors, FIELDS))}>
        <Stack gap="lg">
          {alert && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {alert}
            </Alert>
          )}
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
            <div data-path="photo">
              <FileUpload
                label={t('fields.photo')}
                accept="image"
                purpose="image"
                value={photo}
                onChange={setPhoto}
                removable={false}
                onUploadingChange={trackUpload}
              />
            </div>
            <div data-path="cv">
              <FileUpload
                label={t('fields.cv')}
                accept="image-or-pdf"
                purpose="document"
                value={cv}
                onChange={setCv}
                removable={false}
                onUploadingChange={trackUpload}
              />
            </div>
          </SimpleGrid>
          <Select
            label={t('fields.expertiseSector')}
            placeholder={t('fields.choose')}
            data={options.sectors}
            searchable
            withAsterisk
            nothingFoundMessage={t('fields.nothingFound')}
            {...form.getInputProps('company_sector')}
          />
          <Checkbox.Group
            label={t('fields.experienceServices')}
            description={t('fields.experienceServicesHint')}
            withAsterisk
            {...form.getInputProps('services')}
            error={servicesError}
          >
            <Stack gap="md" mt="sm">
              {options.services.map(({ stage, items }) => (
                <Fieldset
                  key={stage}
                  variant="unstyled"
                  legend={stage}
                  classNames={{ legend: classes.stage }}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={8}>
                    {items.map((item) => (
                      <Checkbox key={item.value} value={item.value} label={item.label} />
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
    </ReferenceListsGate>
  );
}
