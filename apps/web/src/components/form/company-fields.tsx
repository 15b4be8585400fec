import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries, useSectors } from '../../lib/reference-lists';
import { FULL_ROW } from './form-layout';
import type { AnyForm } from './use-schema-form';

interface CompanyFieldsProps {
  form: AnyForm;
  /**
   * The form's path of each field shown: the company name (required), or the optional commercial
   * name advisors give; the legal name; the sector and the countries of operation (ids).
   */
  fields: {
    name?: string;
    commercialName?: string;
    legalName?: string;
    sector?: string;
    countriesOfOperation?: string;
  };
}

/** A company's names, sector and countries of operation, for a FieldGrid (the countries take a row). */
export function CompanyFields({ form, fields }: CompanyFieldsProps) {
  const { t } = useTranslation('forms');
  const sectors = useSectors();
  const countries = useCountries();
  const chosenCountries = fields.countriesOfOperation
    ? (form.getValues()[fields.countriesOfOperation] as number[])
    : [];
  return (
    <>
      {fields.name && (
        <TextInput
          label={t('company.name')}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps(fields.name)}
        />
      )}
      {fields.commercialName && (
        <TextInput
          label={t('company.commercialName')}
          description={t('optional')}
          autoComplete="organization"
          {...form.getInputProps(fields.commercialName)}
        />
      )}
      {fields.legalName && (
        <TextInput
          label={t('company.legalName')}
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps(fields.legalName)}
        />
      )}
      {fields.sector && (
        <Select<number>
          label={t('company.sector')}
          placeholder={t('choose')}
          data={(sectors.data ?? []).map((sector) => ({ value: sector.id, label: sector.name }))}
          searchable
          withAsterisk
          nothingFoundMessage={t('nothingFound')}
          {...form.getInputProps(fields.sector)}
        />
      )}
      {fields.countriesOfOperation && (
        <MultiSelect<number>
          label={t('company.countriesOfOperation')}
          placeholder={chosenCountries.length === 0 ? t('search') : undefined}
          data={(countries.data ?? []).map((country) => ({ value: country.id, label: country.name }))}
          searchable
          clearable
          withAsterisk
          nothingFoundMessage={t('nothingFound')}
          style={FULL_ROW}
          {...form.getInputProps(fields.countriesOfOperation)}
        />
      )}
    </>
  );
}
