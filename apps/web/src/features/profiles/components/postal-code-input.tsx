import { COUNTRY_IDS } from '@acorn/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Postal code with the format its country expects in the hint: Portugal 1234-567, Spain 28001. */
export function PostalCodeInput({ country, ...props }: TextInputProps & { country: number | null }) {
  const { t } = useTranslation('profile');
  const hint =
    country === COUNTRY_IDS.portugal
      ? t('fields.postalCodeHintPt')
      : country === COUNTRY_IDS.spain
        ? t('fields.postalCodeHintEs')
        : undefined;
  return (
    <TextInput
      label={t('fields.postalCode')}
      description={hint}
      withAsterisk
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="postal-code"
      {...props}
    />
  );
}
