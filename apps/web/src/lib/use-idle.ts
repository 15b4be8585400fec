import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first render. Code the first paint does not need
 * (menu popups, toasts, dialogs) loads then, so it never weighs on the first page's download.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
