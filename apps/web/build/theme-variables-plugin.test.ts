import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../src/app/theme';
import { themeVariablesCss } from './theme-variables-plugin';

/** What MantineProvider writes into the page itself for the theme, as it would on every start. */
function providerVariables(): string {
  const { container, unmount } = render(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const css = [...document.querySelectorAll('style[data-mantine-styles]')]
    .map((style) => style.innerHTML)
    .find((text) => text.includes('--mantine-'));
  unmount();
  container.remove();
  if (css === undefined) throw new Error('the provider wrote no CSS variables');
  return css;
}

describe('the theme variables written at build time', () => {
  it("are the very stylesheet MantineProvider writes for the app's theme", () => {
    const built = themeVariablesCss(theme, cssVariablesResolver);
    expect(built).toBe(providerVariables());
    // The brand colours, the type scale and the readable greys are in it.
    expect(built).toContain('--mantine-color-forest-6: #1f6f4a');
    expect(built).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(built).toContain('--mantine-primary-color-filled: var(--mantine-color-forest-filled)');
  });
});
