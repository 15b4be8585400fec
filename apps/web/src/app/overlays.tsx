import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts and the confirm dialogs opened through `modals`: both are driven by stores, so they work
 * from anywhere once this is mounted, and their code stays off the first page's download.
 */
export function Overlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" />
    </>
  );
}
