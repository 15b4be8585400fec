import { Collapse, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { Translator } from '../lib/translator';
import { TranslatorProvider } from '../lib/use-translation';
import { readTranslations } from './translations';

// jsdom never ends CSS transitions, so collapsed sections would stay hidden.
const testTheme = mergeThemeOverrides(theme, {
  components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) },
});

/** An i18n instance with one language's translations from disk (English unless told). */
export function createTestI18n(language = 'en') {
  const translator = new Translator(language, 'common');
  for (const [namespace, tree] of Object.entries(readTranslations(language)))
    translator.add(language, namespace, tree);
  return { translator, t: translator.fixedT(['common']) };
}

/**
 * Renders with the app's providers: English translations from disk, a fresh query client, a
 * memory router at `route`. `ui` shows on every page; `routes` are the pages it may go to.
 */
export function renderWithProviders(
  ui: ReactNode,
  {
    queryClient = createQueryClient(),
    route = '/',
    routes = [],
  }: { queryClient?: QueryClient; route?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {ui}
            <Outlet />
          </>
        ),
        // Any other address shows only `ui` (an explicit empty page, not a route React Router warns of).
        children: [...routes, { path: '*', element: null }],
      },
    ],
    { initialEntries: [route] },
  );
  return render(
    <MantineProvider theme={testTheme} env="test">
      <TranslatorProvider translator={createTestI18n().translator}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TranslatorProvider>
    </MantineProvider>,
  );
}
