import { use } from 'react';
import { Outlet } from 'react-router';
import { waitForAppConfig } from '../../features/app-config';
import { useScrollRestoration } from './scroll-restoration';

/** How long the first page waits for the deployment's settings before it shows the defaults. */
const APP_CONFIG_WAIT_MS = 2000;

let appConfigWait: Promise<void> | undefined;

/** Every page shows the deployment's settings (brand, footer): asked for before the first render. */
export const appConfigReady = (): Promise<void> => {
  appConfigWait ??= waitForAppConfig(APP_CONFIG_WAIT_MS);
  return appConfigWait;
};

export function RootLayout() {
  use(appConfigReady());
  useScrollRestoration();
  return <Outlet />;
}
