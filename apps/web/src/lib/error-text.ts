import { isValidationCode } from '@acorn/contracts';
import type { FormErrors } from '@mantine/form';
import type { TFunction } from 'i18next';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from './api-client';

/**
 * The one way the interface words a failed call: `errors:<code>` with the answer's params; a
 * validation failure by its first field's problem, which says more than "the data was invalid";
 * `fallback` (the generic 'Something went wrong, please try again') for anything without words of
 * its own: not an API error, a code from a newer server, an answer without a body.
 */
export function errorText(t: TFunction, error: unknown, fallback = t('errors:generic')): string {
  if (!isApiError(error)) return fallback;
  const firstProblem =
    error.code === 'validation_failed' ? Object.values(error.fieldCodes ?? {})[0]?.[0] : undefined;
  if (isValidationCode(firstProblem)) return t(`validation:${firstProblem}`);
  return t(`errors:${error.code}`, { ...error.params, defaultValue: fallback });
}

export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((error: unknown, fallback?: string) => errorText(t, error, fallback), [t]);
}

/**
 * A form field's error in the interface language. Forms keep field problems as validation codes
 * (from the schemas and from the API's `errorCodes`) and word them when shown, so a language
 * switch rewords the errors on screen too; anything else is already in words.
 */
export function useFieldText() {
  const { t } = useTranslation();
  return useCallback(
    (error: ReactNode): ReactNode => (isValidationCode(error) ? t(`validation:${error}`) : error),
    [t],
  );
}

/** A failed call's field problems: the first code of each field of the answer's `errorCodes`. */
export function fieldErrors(error: unknown): FormErrors {
  if (!isApiError(error) || !error.fieldCodes) return {};
  const errors: FormErrors = {};
  for (const [field, problems] of Object.entries(error.fieldCodes)) {
    if (problems[0]) errors[field] = problems[0];
  }
  return errors;
}
