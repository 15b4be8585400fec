import { VALIDATION_CODES as V } from '@acorn/contracts';
import type { FormErrors } from '@mantine/form';

/**
 * The contracts' confirmation check is an object refinement, which zod skips while another
 * field is invalid; forms show the mismatch at once, together with the other errors.
 */
export function withPasswordConfirmation(
  errors: FormErrors,
  values: { password: string; c_password: string },
): FormErrors {
  if (errors.c_password || !values.c_password || values.password === values.c_password) return errors;
  return { ...errors, c_password: V.passwordMismatch };
}

/** Moves focus to the first field in error, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: FormErrors, fieldOrder: readonly string[]): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (!first) return;
  const node = document.querySelector<HTMLElement>(`[data-path="${first}"]`);
  node?.focus();
}
