import {
  ADVISOR_BIO_MAX_LENGTH,
  type AdvisorStep3Input,
  advisorStep3Schema,
  UPLOAD_ACCEPT,
  type UserDetail,
} from '@acorn/contracts';
import { Alert, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAdvisorExpertise } from '../api/save-steps';
import { useFileUpload } from '../hooks/use-file-upload';
import { useFailureText } from '../hooks/use-message-text';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { useWizardForm } from '../hooks/use-wizard-form';
import { focusFirstError, schemaErrors, serverFieldErrors, toId, toIds } from '../lib/form-errors';
import classes from './advisor-expertise-step.module.css';
import { FileUploadField } from './file-upload-field';
import { ReferenceListsGate } from './reference-lists-gate';
import { WizardActions } from './wizard-actions';

interface ExpertiseValues extends Record<string, unknown> {
  bio: string;
  company_sector: string | null;
  services: string[];
}

const FIELDS = ['bio', 'photo', 'cv', 'company_sector', 'services'] as const;

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
 * their ids.
 */
export function AdvisorExpertiseStep({ user, onBack, onSaved }: AdvisorExpertiseStepProps) {
  const { t } = useTranslation('onboarding');
  const failureText = useFailureText();
  const options = useReferenceOptions();
  const photo = useFileUpload('photo');
  const cv = useFileUpload('cv');
  const [alert, setAlert] = useState<string | null>(null);
  const form = useWizardForm<ExpertiseValues>(
    {
      bio: user.bio ?? '',
      company_sector: user.company_sector ? String(user.company_sector.id) : null,
      services: (user.user_services ?? []).map((service) => String(service.id)),
    },
    (values) => schemaErrors(advisorStep3Schema, toInput(values)),
  );
  const uploading = photo.state.status === 'uploading' || cv.state.status === 'uploading';

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors);
    focusFirstError(errors, FIELDS);
  };

  const submit = async (values: ExpertiseValues) => {
    setAlert(null);
    // A file that was refused is not sent: say so where it was chosen instead of saving without it.
    if (photo.state.status === 'error' || cv.state.status === 'error') {
      return focusFirstError({ [photo.state.status === 'error' ? 'photo' : 'cv']: true }, FIELDS);
    }
    try {
      await saveAdvisorExpertise({
        ...toInput(values),
        photo_file_id: photo.state.status === 'uploaded' ? photo.state.stored.id : undefined,
        cv_file_id: cv.state.status === 'uploaded' ? cv.state.stored.id : undefined,
      });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, [...FIELDS, 'photo_file_id', 'cv_file_id']);
      if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
      setAlert(failureText(error));
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
              <FileUploadField
                label={t('fields.photo')}
                description={t('uploads.photoHint')}
                placeholder={t('uploads.choosePhoto')}
                accept={UPLOAD_ACCEPT.image}
                state={photo.state}
                onChoose={(file) => void photo.choose(file)}
                previewUrl={photo.previewUrl}
                saved={user.photo}
                image
              />
            </div>
            <div data-path="cv">
              <FileUploadField
                label={t('fields.cv')}
                description={t('uploads.cvHint')}
                placeholder={t('uploads.chooseCv')}
                accept={UPLOAD_ACCEPT.document}
                state={cv.state}
                onChoose={(file) => void cv.choose(file)}
                saved={user.cv}
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
