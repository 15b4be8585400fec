import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DELIVERY_OPTIONS } from './build/delivery-options';
import { deliveryPlugin } from './build/delivery-plugin';
import { lazySchemasPlugin } from './build/lazy-schemas-plugin';
import { themeVariablesPlugin } from './build/theme-variables-plugin';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiOrigin, '/uploads': apiOrigin };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), lazySchemasPlugin(), themeVariablesPlugin(), deliveryPlugin(DELIVERY_OPTIONS)],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // Required by the inlining below; the app's entry exports nothing anyone imports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'core', tags: ['$initial'] }],
          // The code shared by some lazy pages goes into the chunks that read it, behind one
          // runtime that keeps each module single, instead of into dozens of 1-2 KB files that a
          // phone fetches six at a time (decision 030).
          experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
        },
      },
    },
  },
});
