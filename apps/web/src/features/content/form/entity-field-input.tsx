import {
  Checkbox,
  Fieldset,
  MultiSelect,
  NativeSelect,
  Select,
  SimpleGrid,
  Skeleton,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../components/file-upload/file-upload';
import { DateField } from '../../../components/form/date-field';
import type { AnyForm } from '../../../components/form/use-schema-form';
import { type Choice, selectData, useReferenceChoices } from '../../../lib/reference-lists';
import type { EntityField } from './entity-fields';
import { FileListField } from './file-list-field';

const RichTextEditor = lazy(() => import('./rich-text-editor'));
// Mantine's NumberInput brings react-number-format; few types have a number, so it loads with
// the first one, its box held meanwhile by a plain one of the same size.
const NumberInput = lazy(() => import('./number-input'));

const DESCRIPTION_BELOW: Array<'label' | 'input' | 'description' | 'error'> = [
  'label',
  'input',
  'description',
  'error',
];

interface FieldProps {
  field: EntityField;
  form: AnyForm;
  namespace: string;
  disabled: boolean;
  onUploadingChange: (key: string, uploading: boolean) => void;
}

function SelectField({ field, form, namespace, disabled, choices }: FieldProps & { choices: Choice[] }) {
  const { t } = useTranslation([namespace, 'forms']);
  const common = {
    label: t(field.label),
    description: field.hint ? t(field.hint) : undefined,
    withAsterisk: field.required,
    disabled,
    searchable: true,
    nothingFoundMessage: t('forms:nothingFound'),
    data: selectData(choices, field.groupBy),
    comboboxProps: { withinPortal: true },
    ...form.getInputProps(field.key),
  };
  return field.multiple ? (
    <MultiSelect {...common} maxValues={field.maxValues} hidePickedOptions clearable />
  ) : (
    <Select {...common} placeholder={t('forms:choose')} clearable={!field.required} allowDeselect={false} />
  );
}

/** A select over a reference list: waits for it with a field-sized placeholder, so nothing moves. */
function ReferenceSelect(props: FieldProps & { optionType: NonNullable<EntityField['optionType']> }) {
  const { data } = useReferenceChoices(props.optionType);
  if (!data) return <Skeleton height={60} radius="sm" aria-hidden />;
  return <SelectField {...props} choices={data} />;
}

function ScoringBoard({ field, form, namespace, disabled }: FieldProps) {
  const { t } = useTranslation(namespace);
  const answers = field.answers ?? { yes: 'content:answers.yes', no: 'content:answers.no' };
  return (
    <Fieldset legend={t(field.label)} variant="filled" radius="md">
      {field.hint && (
        <Text size="sm" c="dimmed" mb="sm">
          {t(field.hint)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        {(field.fields ?? []).map((flag) => (
          <NativeSelect
            key={flag.key}
            label={t(flag.label)}
            disabled={disabled}
            data={[
              { value: 'yes', label: t(answers.yes) },
              { value: 'no', label: t(answers.no) },
            ]}
            value={form.getValues()[flag.key] ? 'yes' : 'no'}
            onChange={(event) => form.setFieldValue(flag.key, event.currentTarget.value === 'yes')}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** One field of an entity's form, drawn by its kind (content-community spec §3). */
export function EntityFieldInput(props: FieldProps) {
  const { field, form, namespace, disabled, onUploadingChange } = props;
  const { t } = useTranslation([namespace, 'forms']);
  const id = useId();
  const label = t(field.label);
  const description = field.hint ? t(field.hint) : undefined;
  const input = form.getInputProps(field.key);
  const common = { label, description, withAsterisk: field.required, disabled, ...input };

  switch (field.type) {
    case 'text':
      return <TextInput {...common} maxLength={field.maxValues} />;
    case 'textarea':
      return <Textarea {...common} maxLength={field.maxValues} autosize minRows={3} maxRows={10} />;
    case 'number':
      return (
        <Suspense fallback={<TextInput {...common} disabled inputMode="numeric" />}>
          <NumberInput {...common} allowDecimal={false} min={0} />
        </Suspense>
      );
    case 'date':
      // The hint goes under the box, so a pair of dates lines up whichever of them has one.
      return <DateField {...common} inputWrapperOrder={DESCRIPTION_BELOW} />;
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          description={description}
          disabled={disabled}
          {...form.getInputProps(field.key, { type: 'checkbox' })}
        />
      );
    case 'select':
      if (field.optionType) return <ReferenceSelect {...props} optionType={field.optionType} />;
      return (
        <SelectField
          {...props}
          choices={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      );
    case 'files':
      return (
        <FileListField
          label={label}
          hint={description}
          accept={field.accept ?? 'image-or-pdf'}
          purpose={field.accept === 'image' ? 'image' : 'document'}
          max={field.maxFiles ?? 1}
          value={input.value as StoredFile[]}
          onChange={(files) => form.setFieldValue(field.key, files)}
          error={input.error}
          required={field.required}
          disabled={disabled}
          onUploadingChange={(uploading) => onUploadingChange(field.key, uploading)}
          data-path={field.key}
        />
      );
    case 'wysiwyg':
      return (
        <Suspense fallback={<Skeleton height={240} radius="sm" aria-hidden />}>
          <RichTextEditor
            id={id}
            label={label}
            value={String(input.value ?? '')}
            onChange={(html) => form.setFieldValue(field.key, html)}
            error={input.error}
            required={field.required}
            disabled={disabled}
            data-path={field.key}
          />
        </Suspense>
      );
    case 'scoringBoard':
      return <ScoringBoard {...props} />;
  }
}
