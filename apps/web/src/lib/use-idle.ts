import { startTransition, useEffect, useState } from 'react';

/** Long enough for the first page's own code, texts and data to arrive before anything else. */
const SETTLE_MS = 1500;

/** Calls `callback` once the page has settled and the browser is idle; returns the cancel. */
function afterSettling(callback: () => void): () => void {
  let idleId: number | undefined;
  const settleId = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(callback, { timeout: 2000 });
    } else {
      callback();
    }
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(settleId);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}

/**
 * True once the first page has settled and the browser is idle. Code that page does not need
 * (menu popups, toasts, dialogs) loads then: the browser is idle between the page's own requests
 * too, and loading it there would delay what the visitor is waiting to see. The component that
 * asks renders again when it turns true, so keep it small: a wrapper around what it gates.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // As a transition, what turns on renders in slices that yield to the browser, not one long task.
  useEffect(() => afterSettling(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/** Runs `task` once at the same moment, without rendering anything again (preloading code). */
export function useWhenIdle(task: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, as useIdle.
  useEffect(() => afterSettling(task), []);
}
