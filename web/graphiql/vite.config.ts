import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The GraphQL explorer, a build of its own: nothing of it joins the app's chunks (web/vite.config.ts). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  plugins: [react()],
  build: {
    outDir: '../dist/graphiql',
    emptyOutDir: true,
    sourcemap: false,
    // Monaco and GraphiQL are large; the page is for integrators, not the public.
    chunkSizeWarningLimit: 5_000,
  },
});
