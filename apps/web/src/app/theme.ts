import {
  Button,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeComponent,
  rem,
  Title,
} from '@mantine/core';

/** Deep green, the brand's primary; shade 6 is #1f6f4a (6.1:1 on white). */
const forest: MantineColorsTuple = [
  '#e8f5ee',
  '#cfe8da',
  '#a0d1b6',
  '#6fb890',
  '#47a272',
  '#2f8a5d',
  '#1f6f4a',
  '#185b3c',
  '#11472f',
  '#0a3321',
];

/** Acorn brown / amber, the accent. */
const acorn: MantineColorsTuple = [
  '#fbf3e8',
  '#f3e2c9',
  '#e7c594',
  '#dba65c',
  '#d18d32',
  '#b8741f',
  '#9a5f19',
  '#7d4c14',
  '#5f3a10',
  '#42280b',
];

/**
 * The brand face, self-hosted (@fontsource-variable/plus-jakarta-sans); while it loads, a local
 * face sized to match it stands in, so text does not move when it arrives (global.css).
 */
const brandFonts =
  "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 6,
  colors: { forest, acorn },
  fontFamily: brandFonts,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  // One type scale and one spacing scale for every screen (4 px grid).
  fontSizes: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.55', xl: '1.6' },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(32) },
  radius: { xs: rem(4), sm: rem(6), md: rem(10), lg: rem(14), xl: rem(20) },
  headings: {
    fontFamily: brandFonts,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: rem(30), lineHeight: '1.2' },
      h2: { fontSize: rem(22), lineHeight: '1.3' },
      h3: { fontSize: rem(18), lineHeight: '1.35' },
      h4: { fontSize: rem(16), lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  shadows: {
    xs: '0 1px 2px rgba(17, 71, 47, 0.06)',
    sm: '0 1px 3px rgba(17, 71, 47, 0.08), 0 1px 2px rgba(17, 71, 47, 0.04)',
    md: '0 4px 12px rgba(17, 71, 47, 0.08)',
  },
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  // Components the first screen does not show are styled by name, not through their `extend`, so
  // the theme does not carry their code (and what they import) into every page's first load.
  components: {
    Title: Title.extend({ styles: { root: { letterSpacing: '-0.015em' } } }),
    Button: Button.extend({ defaultProps: { radius: 'md' }, styles: { root: { fontWeight: 600 } } }),
    Card: { defaultProps: { radius: 'lg', withBorder: true, shadow: 'xs' } } satisfies MantineThemeComponent,
    // Compact rows keep the whole menu, and the current item, on a laptop's screen.
    NavLink: {
      styles: { root: { paddingBlock: rem(7), borderRadius: 'var(--mantine-radius-md)' } },
    } satisfies MantineThemeComponent,
    // Under a title Mantine greys the message to gray-6 (3.3:1 on white); keep it readable (AA).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    } satisfies MantineThemeComponent,
  },
});

/** Mantine's default dimmed grey (#868e96) is 3.3:1 on white; gray-7 keeps secondary text AA; red-9 errors 5.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Mantine's error red (red-6, 3.3:1) is too light for error messages and invalid inputs' text.
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
