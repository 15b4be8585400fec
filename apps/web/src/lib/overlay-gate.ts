import { useSyncExternalStore } from 'react';

/**
 * Whether the dialogs' provider (app/overlays.tsx) is mounted, and what waits for it. Kept apart
 * from the dialogs' code so the first page's download does not carry it.
 */
let mounted = false;
let requested = false;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

/** Called by the provider once it listens. */
export function overlaysMounted() {
  mounted = true;
  for (const run of waiting.splice(0)) run();
}

/** True once something asked for the overlays before they mounted on their own. */
export const useOverlaysRequested = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );

/** Runs `action` now if the provider listens, else mounts it at once and runs `action` then. */
export function whenOverlaysMounted(action: () => void) {
  if (mounted) return action();
  waiting.push(action);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}
