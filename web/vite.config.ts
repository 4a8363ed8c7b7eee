import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// The SPA is served by the local gateway (and CloudFront) under a strict CSP: script-src 'self',
// so nothing may be inlined into index.html. Routes are lazy chunks; the entry stays small.
export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // never turn small assets into data: URLs inside scripts
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
  },
});
