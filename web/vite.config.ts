import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { onlyPublicAssets } from './public-precache';
import { webAppManifest } from './web-app-manifest';
import { precompileMessages } from './precompile-messages';
import { skipLocaleProbes } from './skip-locale-probes';
import { resolveModulePreloads } from './module-preloads';

const apiPort = process.env.PORT ?? '4000';

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    precompileMessages(),
    skipLocaleProbes(),
    // The installable app (issue 17): manifest, and a Workbox service worker of our own (web/src/sw) that keeps the
    // public pages, their code and the place lists for offline use and sends the offline queue.
    VitePWA({
      disable: isSsrBuild === true,
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'service-worker.ts',
      // Registered by web/public/registerSW.js (a deferred script in index.html) once the app has started and the page
      // is quiet, not at the load event: on Slow 3G the worker's precache (about 1.1 MB) shared the link with the app's
      // chunks, and a form became usable 13.5 s after it was asked for instead of 9.7 s.
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        // The public pages' scripts and styles (not the signed-in areas' nor the explorer), fonts and icons.
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'icons/*.png'],
        manifestTransforms: [onlyPublicAssets(fileURLToPath(new URL('./dist/.vite/manifest.json', import.meta.url)))],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
  ],
  resolve: {
    // RxJS's ES2015 build (Apollo's observables): native classes and generators instead of tslib's ES5 helpers, 1.6 KB
    // less to download before a page is interactive.
    conditions: ['es2015', ...defaultClientConditions],
    alias: {
      '@rules': fileURLToPath(new URL('../shared/validation.ts', import.meta.url)),
      '@web-mercator': fileURLToPath(new URL('../shared/web-mercator.ts', import.meta.url)),
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      // Messages arrive parsed (see precompile-messages.ts): the browser needs no ICU parser.
      ...(command === 'build'
        ? { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' }
        : {}),
    },
  },
  build: isSsrBuild
    ? // The server's renderer of the home page (entry-server.tsx); libraries stay in node_modules.
      { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 500,
        // Every browser the app supports knows modulepreload; one without it loads each chunk when it is imported.
        modulePreload: { polyfill: false, resolveDependencies: resolveModulePreloads },
        rolldownOptions: {
          output: {
            // Libraries every page needs at start in one chunk: one compressed download instead of several small shared
            // chunks. Lazy ones (graphql-ws, Leaflet) are not listed and keep loading on demand.
            codeSplitting: {
              groups: [
                {
                  // Vite's helper that fetches a lazy chunk's imports with it: the entry needs it before the app, alone.
                  name: 'preload-helper',
                  test: /vite[\\/]preload-helper/,
                  priority: 2,
                },
                {
                  // The client and its cache, the texts, React itself: what the app's start runs first.
                  name: 'startup',
                  test: /node_modules[\\/](react|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|@apollo[\\/]client|rxjs|graphql|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/,
                },
                {
                  // React's DOM renderer and the router, in a chunk of their own that the start runs in a later task
                  // (web/src/app/start.tsx): evaluated with the rest, the libraries took one long task of a slow phone.
                  name: 'startup-react',
                  test: /node_modules[\\/](react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                },
                {
                  // What the public forms share (fields, checks, errors and their texts, places, GPS): one
                  // chunk instead of a dozen of a few hundred bytes each. On a slow link over HTTP/1.1 every request
                  // waits its turn for one of six connections and pays a round trip (2 s on Slow 3G).
                  name: 'public-forms',
                  // Only these modules: their imports (the app's texts, errors, the client) stay where they are, or the
                  // app's start would import this chunk.
                  includeDependenciesRecursively: false,
                  test: /(web[\\/]src[\\/](ui[\\/](form[\\/](?!FieldError)|errors|rule-messages|Dialog)|i18n[\\/](MessageLayer|server-messages|si-server|ta-server)|features[\\/](geography[\\/](components|hooks[\\/]useCurrentLocation)|aid-requests[\\/]components|reports[\\/]components[\\/]PhotoInput))|shared[\\/](validation|server-messages|forms))/,
                },
                {
                  // The app's own small modules most pages share: one chunk instead of seven of a few hundred bytes.
                  name: 'shared-ui',
                  test: /(web[\\/]src[\\/](ui[\\/](LoadError|fields|format|TableScroll|useChangedBeforeHydration|useLiveQuery|usePageTitle)|features[\\/]geography[\\/]hooks[\\/]useGeography)|shared[\\/]coordinates)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/graphql': { target: `http://localhost:${apiPort}`, ws: true },
    },
  },
}));
