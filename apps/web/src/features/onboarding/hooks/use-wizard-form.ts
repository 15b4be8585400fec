import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import { useFieldText } from '../../../lib/error-text';

/**
 * @mantine/form for the wizard steps: validation on submit (an error clears as its field is
 * edited), messages translated when shown so a language switch translates them too.
 */
export function useWizardForm<Values extends Record<string, unknown>>(
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
