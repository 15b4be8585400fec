import type { OwnProfile } from '@acorn/contracts';
import { type FormErrors, type LooseKeys, type UseFormReturnType, useForm } from '@mantine/form';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, useErrorText, useFieldText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { useProfileSaved } from '../api/own-profile';

/** Moves focus to the first field in error, in the order the form shows them. */
export function focusFirstError(formElement: HTMLFormElement | null, errors: FormErrors): void {
  if (!formElement) return;
  const fields = formElement.querySelectorAll<HTMLElement>('[data-path]');
  for (const field of fields) {
    const path = field.getAttribute('data-path');
    if (path && errors[path]) {
      field.focus();
      return;
    }
  }
}

/**
 * @mantine/form for the profile forms: validation on submit, as the user types (`live`) or leaves
 * a field (`onBlur`); errors clear as the user edits; messages are translated when shown, so they
 * follow a language switch.
 */
export function useProfileForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  validate: (values: Values) => FormErrors,
  { live = [], onBlur = [] }: { live?: LooseKeys<Values>[]; onBlur?: LooseKeys<Values>[] } = {},
) {
  const fieldText = useFieldText();
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnChange: live,
    validateInputOnBlur: onBlur,
    enhanceGetInputProps: ({ inputProps }) => ({ error: fieldText(inputProps.error) }),
  });
}

interface SaveOptions<Values> {
  save: (values: Values) => Promise<{ success: string; data: OwnProfile }>;
  /** The form's values from the saved profile, so what is shown is what was stored. */
  valuesFrom: (profile: OwnProfile) => Values;
  /** Moves a server error's path to the form's (e.g. rows numbered without the empty ones). */
  fieldPath?: (serverPath: string, values: Values) => string;
}

/**
 * Submit and invalid-submit handlers: sends the form, refreshes the profile and the user detail,
 * and says so; a 422 puts each message under its field; anything else keeps what was typed and
 * shows the reason in a notice.
 */
export function useProfileSubmit<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  { save, valuesFrom, fieldPath }: SaveOptions<Values>,
) {
  const { t } = useTranslation('profile');
  const notice = useNotice();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const profileSaved = useProfileSaved();
  const formRef = useRef<HTMLFormElement>(null);

  const onInvalid = useCallback(
    (errors: FormErrors) => {
      focusFirstError(formRef.current, errors);
      notice({
        color: 'red',
        title: t('notices.invalidTitle'),
        message: t('notices.invalid'),
        autoClose: 4000,
      });
    },
    [notice, t],
  );

  const onSubmit = useCallback(
    async (values: Values) => {
      try {
        const answer = await save(values);
        const next = valuesFrom(answer.data);
        form.setValues(next);
        form.resetDirty(next);
        await profileSaved(answer.data);
        notice({ color: 'forest', title: t('notices.savedTitle'), message: t('success.saved') });
      } catch (error) {
        const problems = fieldErrors(error);
        if (Object.keys(problems).length > 0) {
          const errors: FormErrors = Object.fromEntries(
            Object.entries(problems).map(([path, problem]) => [
              fieldPath ? fieldPath(path, values) : path,
              problem,
            ]),
          );
          form.setErrors(errors);
          // Paths the form shows get the focus; the rest are listed in the notice.
          const shown = Object.keys(errors).some((path) =>
            formRef.current?.querySelector(`[data-path="${CSS.escape(path)}"]`),
          );
          if (shown) focusFirstError(formRef.current, errors);
          notice({
            color: 'red',
            title: t('notices.failedTitle'),
            message: shown ? t('notices.invalid') : fieldText(Object.values(errors)[0]),
          });
          return;
        }
        notice({ color: 'red', title: t('notices.failedTitle'), message: errorText(error) });
      }
    },
    [save, valuesFrom, fieldPath, form, profileSaved, notice, t, fieldText, errorText],
  );

  return { formRef, onSubmit, onInvalid };
}
