import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import 'virtual:theme-variables.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoader } from '../components/page-loader';
import { i18n } from '../lib/i18n';
import { useOverlaysRequested } from '../lib/overlay-gate';
import { queryClientSlot } from '../lib/query-client-slot';
import { useIdle } from '../lib/use-idle';
import { LoadFailureBoundary } from './load-failure';
import { theme } from './theme';

const Overlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));

/** Its own component, so that its turning on renders nothing but the overlays. */
function IdleOverlays() {
  const idle = useIdle();
  const requested = useOverlaysRequested();
  if (!idle && !requested) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useSyncExternalStore(queryClientSlot.subscribe, queryClientSlot.get);
  return (
    // The theme's CSS variables are in a stylesheet written at build time (virtual:theme-variables.css).
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <LoadFailureBoundary>
          <Suspense fallback={<PageLoader />}>
            <QueryClientContext.Provider value={queryClient}>
              {children}
              <IdleOverlays />
            </QueryClientContext.Provider>
          </Suspense>
        </LoadFailureBoundary>
      </I18nextProvider>
    </MantineProvider>
  );
}
