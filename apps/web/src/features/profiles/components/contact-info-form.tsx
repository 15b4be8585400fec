import { HEADLINE_MAX_LENGTH, type OwnProfile } from '@acorn/contracts';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContactFields } from '../../../components/form/contact-fields';
import { FieldGrid } from '../../../components/form/form-layout';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { saveContactInformation } from '../api/own-profile';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { contactFormCheck, contactFormValues, emptyExtraContact } from '../lib/form-values';
import { FormSection } from './form-section';
import { SaveBar } from './save-bar';

const EXTRA = 'contact_another_information';

/**
 * Tab "Contact Info": headline, about and contacts, part 3 (POST /api/updateCompanyInformation2).
 * The other company contacts and the sharing flags are kept as saved and not shown.
 */
export function ContactInfoForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profiles');
  const form = useSchemaForm({
    ...contactFormCheck(profile),
    initialValues: contactFormValues(profile),
    validateInputOnChange: ['headline'],
    validateInputOnBlur: ['contact_email'],
  });
  const submit = useProfileSubmit(form, { save: saveContactInformation, valuesFrom: contactFormValues });
  const values = form.getValues();
  const headlineLength = values.headline.length;

  const removeContact = (index: number) => {
    form.removeListItem(EXTRA, index);
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(`${EXTRA}.`))),
    );
  };

  return (
    <form {...submit.formProps}>
      <Stack gap="lg">
        <FormSection title={t('contact.headlineTitle')}>
          <TextInput
            label={t('fields.headline')}
            description={t('contact.headlineCounter', { count: headlineLength, max: HEADLINE_MAX_LENGTH })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            {...form.getInputProps('headline')}
          />
          <Textarea
            label={t('fields.about')}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('about_company')}
          />
        </FormSection>

        <FormSection title={t('contact.mainTitle')} description={t('contact.sharedNote')}>
          <FieldGrid>
            <ContactFields
              form={form}
              country={profile.country?.id}
              fields={{
                name: 'contact_name',
                jobFunction: 'contact_job_function',
                email: 'contact_email',
                phone: 'contact_phone',
              }}
            />
          </FieldGrid>
        </FormSection>

        <FormSection title={t('contact.extraTitle')} description={t('contact.extraDescription')}>
          {values.contact_another_information.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('contact.noExtra')}
            </Text>
          )}
          {values.contact_another_information.map((_, index) => {
            const number = index + 1;
            return (
              <Paper
                // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; their values are controlled.
                key={index}
                withBorder
                radius="md"
                p="md"
                bg="gray.0"
                role="group"
                aria-label={t('contact.extraNumber', { number })}
              >
                <Stack gap="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {t('contact.extraNumber', { number })}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      c="red.9"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => removeContact(index)}
                      aria-label={t('contact.removeExtra', { number })}
                    >
                      {t('actions.remove')}
                    </Button>
                  </Group>
                  <FieldGrid>
                    <ContactFields
                      form={form}
                      country={profile.country?.id}
                      fields={{
                        name: `${EXTRA}.${index}.another_name`,
                        jobFunction: `${EXTRA}.${index}.another_job_function`,
                        email: `${EXTRA}.${index}.another_email`,
                        phone: `${EXTRA}.${index}.another_phone`,
                      }}
                    />
                  </FieldGrid>
                </Stack>
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem(EXTRA, emptyExtraContact())}
            >
              {t('contact.addExtra')}
            </Button>
          </Group>
        </FormSection>

        <SaveBar submitting={form.submitting} />
      </Stack>
    </form>
  );
}
