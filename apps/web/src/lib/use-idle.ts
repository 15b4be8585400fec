import { useEffect, useState } from 'react';

/** Long enough for the first page's own code, texts and data to arrive before anything else. */
const SETTLE_MS = 1500;

/**
 * True once the first page has settled and the browser is idle. Code that page does not need
 * (menu popups, toasts, dialogs) loads then: the browser is idle between the page's own requests
 * too, and loading it there would delay what the visitor is waiting to see.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    const settleId = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleId = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      } else {
        setIdle(true);
      }
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(settleId);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
    };
  }, []);
  return idle;
}
