import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, Notification } from '@mantine/core';

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

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 6,
  colors: { forest, acorn },
  fontFamily: systemFonts,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    // Under a title Mantine greys the message to gray-6 (3.3:1 on white); keep it readable (AA).
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-8)' } } }),
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
