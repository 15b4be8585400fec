import { type FormErrors, schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';

/** The first message per field of `schema` on `payload`, as @mantine/form expects them. */
export function schemaErrors(schema: z.ZodType, payload: unknown): FormErrors {
  return schemaResolver(schema, { sync: true })(payload);
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
  // Radio and checkbox groups carry the path on a wrapper; focus their first control then.
  const node = document.querySelector<HTMLElement>(`[data-path="${first}"]`);
  if (!node) return;
  const target = node.matches('input, textarea, button, select')
    ? node
    : node.querySelector<HTMLElement>('input, textarea, button, select');
  (target ?? node).focus();
}

/** Mantine's selects take string values; the API takes ids. */
export const toId = (value: string | null | undefined): number | null =>
  value && /^\d+$/.test(value) ? Number(value) : null;

export const toIds = (values: readonly string[]): number[] =>
  values.map(toId).filter((id): id is number => id !== null);
