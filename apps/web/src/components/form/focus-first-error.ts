import type { FormErrors } from '@mantine/form';

const FOCUSABLE = ['input:not([type="hidden"])', 'textarea', 'select', 'button', '[tabindex]']
  .map((selector) => `${selector}:not([disabled]):not([tabindex="-1"])`)
  .join(', ');

/**
 * Moves focus to the first field in error in the order the form shows them, so keyboard and
 * screen-reader users land on it. Fields carry their path in `data-path` (getInputProps puts it
 * there); where it sits on a wrapper (radio and checkbox groups, multi-selects, file uploads) the
 * chosen radio, else the first control inside, takes the focus. True when a field was focused.
 */
export function focusFirstError(container: HTMLElement | null, errors: FormErrors): boolean {
  if (!container) return false;
  for (const node of container.querySelectorAll<HTMLElement>('[data-path]')) {
    const path = node.getAttribute('data-path');
    if (!path || !errors[path]) continue;
    const target = node.matches(FOCUSABLE)
      ? node
      : (node.querySelector<HTMLElement>(
          'input[type="radio"]:checked, [role="radio"][aria-checked="true"]',
        ) ?? node.querySelector<HTMLElement>(FOCUSABLE));
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/** Whether the form shows a field for `path`. */
export function showsField(container: HTMLElement | null, path: string): boolean {
  return [...(container?.querySelectorAll('[data-path]') ?? [])].some(
    (node) => node.getAttribute('data-path') === path,
  );
}
