import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { overlaysMounted } from '../lib/overlay-gate';

/**
 * Toasts and the confirm dialogs opened through `modals`: both are driven by stores, so they work
 * from anywhere once this is mounted, and their code stays off the first page's download.
 */
export function Overlays() {
  // Effects run children first: the provider listens by the time this one runs.
  useEffect(overlaysMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
