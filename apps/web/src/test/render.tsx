import { Collapse, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';
import { createQueryClient } from '../lib/query-client';
import { readTranslations } from './translations';

// jsdom never ends CSS transitions, so collapsed sections would stay hidden.
const testTheme = mergeThemeOverrides(theme, {
  components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) },
});

/** An i18n instance with one language's translations from disk (English unless told). */
export function createTestI18n(language = 'en') {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: readTranslations(language) },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders with the app's providers: English translations from disk, a fresh query client, a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createQueryClient(), route = '/' }: { queryClient?: QueryClient; route?: string } = {},
) {
  return render(
    <MantineProvider theme={testTheme} env="test">
      <I18nextProvider i18n={createTestI18n()}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}
