import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { livePostalCodeIssue, postalCodeHintKey } from '../../../components/form/postal-code';
import { useFieldText } from '../../../lib/error-text';

interface PostalCodeInputProps<Values extends { postal_code: string }> {
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values hold a postal code
  form: UseFormReturnType<Values, any>;
  countryId: number | null;
  label: string;
}

/**
 * The postal code with the chosen country's rule (accounts spec §5): the format is described
 * under the field, checked when the field is left, and re-checked as the user types once an
 * error is showing, so it disappears the moment the code is right.
 */
export function PostalCodeInput<Values extends { postal_code: string }>({
  form,
  countryId,
  label,
}: PostalCodeInputProps<Values>) {
  const { t } = useTranslation('onboarding');
  const fieldText = useFieldText();
  const hintKey = postalCodeHintKey(countryId);
  const inputProps = form.getInputProps('postal_code');
  const error = form.errors.postal_code;

  return (
    <TextInput
      {...inputProps}
      label={label}
      description={hintKey ? t(hintKey, { ns: 'forms' }) : undefined}
      autoComplete="postal-code"
      withAsterisk
      error={fieldText(error)}
      onChange={(event) => {
        const value = event.currentTarget.value;
        form.setFieldValue('postal_code', value as never);
        if (error) form.setFieldError('postal_code', livePostalCodeIssue(countryId, value) ?? null);
      }}
      onBlur={(event) => {
        inputProps.onBlur?.(event);
        const issue = livePostalCodeIssue(countryId, event.currentTarget.value);
        if (issue) form.setFieldError('postal_code', issue);
      }}
    />
  );
}
