import { fileURLToPath } from 'node:url';
import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme';

type Variables = ReturnType<CSSVariablesResolver>;

/**
 * The CSS variables MantineProvider writes into a style element on every first render: the
 * theme's, its resolver's on top, less those equal to Mantine's defaults, which
 * default-css-variables.css already holds. The same four public functions Mantine's own
 * component reads (a test renders the provider and compares).
 */
export function themeVariablesCss(override: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const themed = defaultCssVariablesResolver(theme);
  const added = resolver(theme);
  const changed = (part: keyof Variables) => {
    const unchanged: Record<string, string | undefined> = defaults[part];
    return Object.fromEntries(
      Object.entries({ ...themed[part], ...added[part] }).filter(
        ([name, value]) => unchanged[name] !== value,
      ),
    );
  };
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/** The stylesheet's import name; it resolves to a file of this name beside the theme. */
const THEME_VARIABLES_ID = 'virtual:theme-variables.css';

/**
 * Writes the theme's CSS variables at build time into a stylesheet the app imports, so the
 * provider does not compute them on the phone at every start (MantineProvider's
 * `withCssVariables={false}`). The build reads the theme when it starts: the dev server shows a
 * change to the theme's colours or sizes after a restart.
 */
export function themeVariablesPlugin(): Plugin {
  // A path ending in .css, so Vite's own CSS pipeline takes the answer.
  const resolved = fileURLToPath(new URL('../src/app/theme-variables.css', import.meta.url));
  return {
    name: 'acorn:theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_ID ? resolved : null),
    load: (id) => (id === resolved ? themeVariablesCss(theme, cssVariablesResolver) : null),
  };
}
