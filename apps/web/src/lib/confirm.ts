import { modals } from '@mantine/modals';
import { whenOverlaysMounted } from './overlay-gate';

/**
 * Opens a confirm dialog. @mantine/modals opens one through a window event, and one sent before
 * the provider listens (it mounts once the first page has settled) would be lost: an early one
 * mounts the provider at once and opens when it is there.
 */
export function openConfirm(payload: Parameters<typeof modals.openConfirmModal>[0]) {
  whenOverlaysMounted(() => modals.openConfirmModal(payload));
}
