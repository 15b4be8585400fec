import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DELIVERY_OPTIONS } from './build/delivery-options';
import { deliveryPlugin } from './build/delivery-plugin';

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiOrigin, '/uploads': apiOrigin };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), deliveryPlugin(DELIVERY_OPTIONS)],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'core', tags: ['$initial'] }] },
      },
    },
  },
});
