import { useState } from 'react';

/**
 * True from the first render in which `value` is true on: a dialog mounts when first opened and
 * stays mounted, so closing it keeps its closing transition.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
