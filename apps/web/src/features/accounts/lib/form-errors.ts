import { VALIDATION_MESSAGES } from '@acorn/contracts';
import { type FormErrors, schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';

/** The first message per field of `schema` on `payload`, as @mantine/form expects them. */
export function schemaErrors(schema: z.ZodType, payload: unknown): FormErrors {
  return schemaResolver(schema, { sync: true })(payload);
}

/**
 * The contracts' confirmation check is an object refinement, which zod skips while another
 * field is invalid; forms show the mismatch at once, together with the other errors.
 */
export function withPasswordConfirmation(
  errors: FormErrors,
  values: { password: string; c_password: string },
): FormErrors {
  if (errors.c_password || !values.c_password || values.password === values.c_password) return errors;
  return { ...errors, c_password: VALIDATION_MESSAGES.passwordMismatch };
}

/** A 422 answer's field errors (first message each), limited to the fields the form shows. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!isApiError(error) || !error.errors) return {};
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** Moves focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: FormErrors, fieldOrder: readonly string[]): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (!first) return;
  const node = document.querySelector<HTMLElement>(`[data-path="${first}"]`);
  node?.focus();
}
