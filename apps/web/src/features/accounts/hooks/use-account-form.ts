import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import { useFieldText } from '../../../lib/error-text';

/**
 * @mantine/form for the account forms: validation on submit (errors clear as the user edits),
 * messages translated when shown, so switching the language translates the errors on screen too.
 */
export function useAccountForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => FormErrors,
  options: Pick<UseFormInput<Values>, 'validateInputOnBlur'> = {},
) {
  const fieldText = useFieldText();
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    ...options,
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldText(inputProps.error) }),
  });
}
