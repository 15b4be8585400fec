import { type FormErrors, type UseFormInput, useForm } from '@mantine/form';
import { useMessageText } from './use-message-text';

/**
 * @mantine/form for the account forms: validation on submit (errors clear as the user edits),
 * messages translated when shown, so switching the language translates the errors on screen too.
 */
export function useAccountForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => FormErrors,
  options: Pick<UseFormInput<Values>, 'validateInputOnBlur'> = {},
) {
  const messageText = useMessageText();
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    ...options,
    enhanceGetInputProps: ({ inputProps }) => ({ error: messageText(inputProps.error) }),
  });
}
