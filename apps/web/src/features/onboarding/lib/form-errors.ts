import type { FormErrors } from '@mantine/form';

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
