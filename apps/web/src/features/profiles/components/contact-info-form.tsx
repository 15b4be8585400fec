import { HEADLINE_MAX_LENGTH, type OwnProfile } from '@acorn/contracts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveContactInformation } from '../api/own-profile';
import { useProfileForm, useProfileSubmit } from '../hooks/use-profile-form';
import {
  type ContactFormValues,
  contactFormValues,
  contactPayload,
  emptyExtraContact,
} from '../lib/form-values';
import { validateContactForm } from '../lib/validation';
import { FormSection } from './form-section';
import { SaveBar } from './save-bar';

const EXTRA = 'contact_another_information';

/**
 * Tab "Contact Info": headline, about and contacts, part 3 (POST /api/updateCompanyInformation2).
 * The other company contacts and the sharing flags are kept as saved and not shown.
 */
export function ContactInfoForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const form = useProfileForm<ContactFormValues>(contactFormValues(profile), validateContactForm, {
    live: ['headline'],
    onBlur: ['contact_email'],
  });
  const { formRef, onSubmit, onInvalid } = useProfileSubmit(form, {
    save: (values) => saveContactInformation(contactPayload(values, profile)),
    valuesFrom: contactFormValues,
  });
  const values = form.getValues();
  const headlineLength = values.headline.length;

  const removeContact = (index: number) => {
    form.removeListItem(EXTRA, index);
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(`${EXTRA}.`))),
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(onSubmit, onInvalid)}>
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.contactName')}
              withAsterisk
              autoComplete="name"
              {...form.getInputProps('contact_name')}
            />
            <TextInput
              label={t('fields.jobFunction')}
              withAsterisk
              autoComplete="organization-title"
              {...form.getInputProps('contact_job_function')}
            />
            <TextInput
              label={t('fields.email')}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.getInputProps('contact_email')}
            />
            <TextInput
              label={t('fields.phone')}
              type="tel"
              withAsterisk
              autoComplete="tel"
              {...form.getInputProps('contact_phone')}
            />
          </SimpleGrid>
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
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextInput
                      label={t('fields.contactName')}
                      withAsterisk
                      {...form.getInputProps(`${EXTRA}.${index}.another_name`)}
                    />
                    <TextInput
                      label={t('fields.jobFunction')}
                      withAsterisk
                      {...form.getInputProps(`${EXTRA}.${index}.another_job_function`)}
                    />
                    <TextInput
                      label={t('fields.email')}
                      type="email"
                      withAsterisk
                      {...form.getInputProps(`${EXTRA}.${index}.another_email`)}
                    />
                    <TextInput
                      label={t('fields.phone')}
                      type="tel"
                      withAsterisk
                      {...form.getInputProps(`${EXTRA}.${index}.another_phone`)}
                    />
                  </SimpleGrid>
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
