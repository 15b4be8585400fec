import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGrid, FormAlert, FULL_ROW } from '../../../components/form/form-layout';
import type { AnyForm } from '../../../components/form/use-schema-form';

/**
 * A give page's form in a FieldGrid: whom the feedback is for (and what else the code names,
 * `about`), a failure no field shows, the fields, then the submit.
 */
export function GiveForm({
  company,
  about,
  formProps,
  failure,
  busy,
  children,
}: {
  company: string;
  about?: ReactNode;
  formProps: ComponentProps<'form'>;
  /** A failure no field shows (useSubmit's `failure: 'inline'`). */
  failure: ReactNode;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('feedback');
  return (
    <form {...formProps}>
      <FieldGrid>
        <Stack gap={4} style={FULL_ROW}>
          <Text size="sm">{t('give.for', { company })}</Text>
          {about}
        </Stack>
        <div style={FULL_ROW}>
          <FormAlert>{failure}</FormAlert>
        </div>
        {children}
        <Group justify="flex-end" style={FULL_ROW}>
          <Button type="submit" loading={busy} disabled={busy}>
            {t('give.submit')}
          </Button>
        </Group>
      </FieldGrid>
    </form>
  );
}

/**
 * Who gives the feedback: their name, the sector a review asks for, their job function and company
 * name (required or not: `workRequired`). Without a sector the company name takes the row left over.
 */
export function GiverFields({
  form,
  workRequired,
  sector,
}: {
  form: AnyForm;
  workRequired: boolean;
  sector?: ReactNode;
}) {
  const { t } = useTranslation('feedback');
  return (
    <>
      <TextInput label={t('fields.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
      {sector}
      <TextInput
        label={t('fields.jobFunction')}
        withAsterisk={workRequired}
        autoComplete="organization-title"
        {...form.getInputProps('job_function')}
      />
      <TextInput
        label={t('fields.companyName')}
        withAsterisk={workRequired}
        autoComplete="organization"
        style={sector ? undefined : FULL_ROW}
        {...form.getInputProps('company_name')}
      />
    </>
  );
}

/** The feedback's own words (the form's `description`), a row of their own. */
export function GiveDescription({ form, label }: { form: AnyForm; label: string }) {
  return (
    <Textarea
      label={label}
      withAsterisk
      autosize
      minRows={5}
      maxRows={14}
      maxLength={2000}
      style={FULL_ROW}
      {...form.getInputProps('description')}
    />
  );
}
