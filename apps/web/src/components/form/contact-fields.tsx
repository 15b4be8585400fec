import { Autocomplete, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallingCode } from '../../lib/reference-lists';
import type { AnyForm } from './use-schema-form';

interface ContactFieldsProps {
  form: AnyForm;
  /** The form's path of each field shown; forms name a person's contact fields differently. */
  fields: { name?: string; jobFunction?: string; email?: string; countryCode?: string; phone?: string };
  /** Job functions to suggest (GET /api/options/functions); without them a plain text field. */
  jobFunctions?: string[];
  /** The country whose calling code the phone fields suggest (the form's, else the profile's). */
  country?: number | null;
}

/** A person's name, job function, e-mail and phone (with its country code), for a FieldGrid. */
export function ContactFields({ form, fields, jobFunctions, country }: ContactFieldsProps) {
  const { t } = useTranslation('forms');
  const callingCode = useCallingCode(country);
  const phone = fields.phone && (
    <TextInput
      label={t('contact.phone')}
      type="tel"
      inputMode="tel"
      autoComplete={fields.countryCode ? 'tel-national' : 'tel'}
      withAsterisk
      style={fields.countryCode ? { flex: 1, minWidth: 0 } : undefined}
      placeholder={!fields.countryCode && callingCode ? `${callingCode} …` : undefined}
      {...form.getInputProps(fields.phone)}
    />
  );
  return (
    <>
      {fields.name && (
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps(fields.name)}
        />
      )}
      {fields.jobFunction &&
        (jobFunctions ? (
          <Autocomplete
            label={t('contact.jobFunction')}
            description={t('contact.jobFunctionHint')}
            data={jobFunctions}
            autoComplete="organization-title"
            withAsterisk
            {...form.getInputProps(fields.jobFunction)}
          />
        ) : (
          <TextInput
            label={t('contact.jobFunction')}
            autoComplete="organization-title"
            withAsterisk
            {...form.getInputProps(fields.jobFunction)}
          />
        ))}
      {fields.email && (
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps(fields.email)}
        />
      )}
      {fields.countryCode ? (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('contact.countryCode')}
            placeholder={callingCode}
            w={132}
            inputMode="tel"
            autoComplete="tel-country-code"
            {...form.getInputProps(fields.countryCode)}
          />
          {phone}
        </Group>
      ) : (
        phone
      )}
    </>
  );
}
