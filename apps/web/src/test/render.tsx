import { Collapse, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Outlet, type RouteObject, useRoutes } from 'react-router';
import { theme } from '../app/theme';
import { createI18n, I18N_OPTIONS } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { readTranslations } from './translations';

// jsdom never ends CSS transitions, so collapsed sections would stay hidden.
const testTheme = mergeThemeOverrides(theme, {
  components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) },
});

/** An i18next instance with one language's translations from disk (English unless told), ready at once. */
export function createTestI18n(language = 'en') {
  const i18n = createI18n();
  const resources = { [language]: readTranslations(language) };
  void i18n.init({ ...I18N_OPTIONS, lng: language, resources, initAsync: false });
  return i18n;
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
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
  const pages: RouteObject[] = [
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
  ];
  return render(
    <MantineProvider theme={testTheme} env="test">
      <I18nextProvider i18n={createTestI18n()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Pages routes={pages} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
