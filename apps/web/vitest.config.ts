import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { DELIVERY_OPTIONS } from './build/delivery-options';
import { deliveryPlugin } from './build/delivery-plugin';
import { lazySchemasPlugin } from './build/lazy-schemas-plugin';
import { themeVariablesPlugin } from './build/theme-variables-plugin';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), lazySchemasPlugin(), themeVariablesPlugin(), deliveryPlugin(DELIVERY_OPTIONS)],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and module graph per worker: the setup file cleans up after every test (decision 063).
    isolate: false,
    testTimeout: 20_000,
  },
});
