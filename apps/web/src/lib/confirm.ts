import { modals } from '@mantine/modals';
import { useSyncExternalStore } from 'react';

/**
 * The confirm dialogs' provider mounts once the first page has settled (app/overlays.tsx), and
 * @mantine/modals opens a dialog through a window event: one sent before the provider listens is
 * lost. A dialog asked for earlier mounts the provider at once and opens when it is there.
 */
let mounted = false;
let requested = false;
const waiting: Array<() => void> = [];
const listeners = new Set<() => void>();

/** Called by the provider once it listens. */
export function overlaysMounted() {
  mounted = true;
  for (const open of waiting.splice(0)) open();
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

/** Opens a confirm dialog now, or as soon as the provider is mounted. */
export function openConfirm(payload: Parameters<typeof modals.openConfirmModal>[0]) {
  if (mounted) {
    modals.openConfirmModal(payload);
    return;
  }
  waiting.push(() => modals.openConfirmModal(payload));
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}
