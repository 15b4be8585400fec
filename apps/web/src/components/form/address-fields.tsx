import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/reference-lists';
import { livePostalCodeIssue, postalCodeHintKey } from './postal-code';
import type { AnyForm } from './use-schema-form';

interface AddressFieldsProps {
  /** A form with `address1`, `address2`, `postal_code`, `city`, `state` and `country` (an id). */
  form: AnyForm;
  /** After the country changed (a VAT number's prefix may come from it). */
  onCountryChange?: (country: number | null) => void;
}

/**
 * Address lines, country, postal code, city and state, for a FieldGrid. The postal code follows
 * its country's rule as it is typed and again when the country changes, and says the format.
 */
export function AddressFields({ form, onCountryChange }: AddressFieldsProps) {
  const { t } = useTranslation('forms');
  const countries = useCountries();
  const { country, postal_code: postalCode } = form.getValues() as {
    country: number | null;
    postal_code: string;
  };
  const hintKey = postalCodeHintKey(country);
  const countryProps = form.getInputProps('country');
  const postalCodeProps = form.getInputProps('postal_code');

  // A functional update: it lands after the error the value's change clears.
  const checkPostalCode = (countryId: number | null, code: string) =>
    form.setErrors((errors) => ({ ...errors, postal_code: livePostalCodeIssue(countryId, code) }));

  return (
    <>
      <TextInput
        label={t('address.address1')}
        autoComplete="address-line1"
        withAsterisk
        {...form.getInputProps('address1')}
      />
      <TextInput
        label={t('address.address2')}
        description={t('optional')}
        autoComplete="address-line2"
        {...form.getInputProps('address2')}
      />
      <Select<number>
        label={t('address.country')}
        placeholder={t('search')}
        data={(countries.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        searchable
        withAsterisk
        nothingFoundMessage={t('nothingFound')}
        {...countryProps}
        onChange={(value) => {
          countryProps.onChange(value);
          if (postalCode.trim() !== '') checkPostalCode(value, postalCode);
          onCountryChange?.(value);
        }}
      />
      <TextInput
        label={t('address.postalCode')}
        description={hintKey ? t(hintKey) : undefined}
        autoComplete="postal-code"
        withAsterisk
        {...postalCodeProps}
        onChange={(event) => {
          const code = event.currentTarget.value;
          postalCodeProps.onChange(code);
          checkPostalCode(country, code);
        }}
      />
      <TextInput
        label={t('address.city')}
        autoComplete="address-level2"
        withAsterisk
        {...form.getInputProps('city')}
      />
      <TextInput
        label={t('address.state')}
        description={t('optional')}
        autoComplete="address-level1"
        {...form.getInputProps('state')}
      />
    </>
  );
}
