import { Collapse, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
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

/** Renders with the app's providers: English translations from disk, a fresh query client, a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createQueryClient(), route = '/' }: { queryClient?: QueryClient; route?: string } = {},
) {
  return render(
    <MantineProvider theme={testTheme} env="test">
      <TranslatorProvider translator={createTestI18n().translator}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </TranslatorProvider>
    </MantineProvider>,
  );
}
