import { isValidationCode } from '@acorn/contracts';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod/mini';

/**
 * The first problem per field of `schema` on `payload`, keyed by the field's path as forms name it
 * (`contacts.0.email`): the schema's validation code, or `invalid` for a rule without one. A
 * problem of the whole payload has no field to show under and is left out.
 */
export function schemaErrors(schema: z.ZodMiniType, payload: unknown): FormErrors {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path === '' || path in errors) continue;
    errors[path] = isValidationCode(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
