// @ts-check
/**
 * The layers of the code (ARCHITECTURE.md), checked by eslint-plugin-boundaries in `npm run lint`.
 * An element may import itself and what lies below it, never what lies above: a rule for a new folder goes here.
 */

/** The server's layers, lowest first. An area may import the areas listed before it. */
export const API_LAYERS = [
  'api-observability',
  'api-core',
  'api-rest',
  'geography',
  'images',
  'accounts',
  'api-keys',
  'audit',
  'reports',
  'alerts',
  'cap',
  'webhooks',
  'aid-requests',
  'contributions',
  'volunteers',
  'verification',
  'stats',
  'exports',
  'sms',
  'sms-triage',
  'notifications',
  'history',
  'demo',
  'db',
  'server',
  'testing',
  'api-entry',
];

/**
 * The web app's layers, lowest first (ARCHITECTURE.md): each may import those listed before it. The generated client
 * code and the test kit stand beside them; the service worker and the entry files use what they name.
 */
export const WEB_LAYERS = ['web-i18n', 'web-ui', 'web-offline', 'web-features', 'web-app', 'web-entry'];

/**
 * The feature folders of web/src/features, lowest first: a feature may import itself and those listed before it,
 * never one after it (so features never import each other in a circle). A new feature folder is added here.
 */
export const WEB_FEATURES = [
  'geography',
  'accounts',
  'exports',
  'verification',
  'aid-requests',
  'reports',
  'alerts',
  'sms',
  'places',
  'history',
  'dashboards',
  'home',
  'volunteers',
  'ds',
  'dmc',
];

/** Layers that are not a folder of api/src named like the layer (api-keys is an area folder). */
const NON_AREA_LAYERS = ['api-observability', 'api-core', 'api-rest', 'api-entry'];
const AREA_FOLDERS = API_LAYERS.filter((layer) => !NON_AREA_LAYERS.includes(layer));

/** Folders classified as elements; the first that matches a file wins. */
export const elements = [
  { type: 'kernel', pattern: 'shared', partialMatch: false, exclusive: true },
  { type: 'web-generated', pattern: 'web/src/generated', partialMatch: false, exclusive: true },
  { type: 'web-testing', pattern: 'web/src/testing', partialMatch: false, exclusive: true },
  { type: 'web-sw', pattern: 'web/src/sw', partialMatch: false, exclusive: true },
  { type: 'web-i18n', pattern: 'web/src/i18n', partialMatch: false, exclusive: true },
  { type: 'web-ui', pattern: 'web/src/ui', partialMatch: false, exclusive: true },
  { type: 'web-offline', pattern: 'web/src/offline', partialMatch: false, exclusive: true },
  {
    type: 'web-features',
    pattern: 'web/src/features/*',
    capture: ['feature'],
    partialMatch: false,
    exclusive: true,
  },
  { type: 'web-app', pattern: 'web/src/app', partialMatch: false, exclusive: true },
  // main.tsx and entry-server.tsx
  { type: 'web-entry', pattern: 'web/src', partialMatch: false, exclusive: true },
  // The build's own files (vite.config.ts, the explorer in web/graphiql)
  { type: 'web', pattern: 'web', partialMatch: false, exclusive: true },
  { type: 'e2e', pattern: 'e2e', partialMatch: false, exclusive: true },
  { type: 'bench', pattern: 'bench', partialMatch: false, exclusive: true },
  { type: 'scripts', pattern: 'scripts', partialMatch: false, exclusive: true },
  { type: 'migrations', pattern: 'migrations', partialMatch: false, exclusive: true },
  // Command-line entry points inside an area (e.g. accounts/cli) start the whole server stack.
  { type: 'api-entry', pattern: 'api/src/*/cli', partialMatch: false, exclusive: true },
  { type: 'api-observability', pattern: 'api/src/observability', partialMatch: false, exclusive: true },
  { type: 'api-core', pattern: 'api/src/core', partialMatch: false, exclusive: true },
  { type: 'api-rest', pattern: 'api/src/rest', partialMatch: false, exclusive: true },
  ...AREA_FOLDERS.map((area) => ({ type: area, pattern: `api/src/${area}`, partialMatch: false, exclusive: true })),
  // main.ts and config.ts
  { type: 'api-entry', pattern: 'api/src', partialMatch: false, exclusive: true },
];

const to = (types) => ({ to: { element: { types: { anyOf: types } } } });

/** Who may import whom. Anything not allowed here is refused. */
export const policies = [
  // The kernel imports nothing else of the project.
  { from: { element: { type: 'kernel' } }, allow: to(['kernel']) },
  // The browser app: the kernel and itself, never server code; each layer only what lies below it.
  { from: { element: { type: 'web' } }, allow: to(['kernel', 'web']) },
  ...WEB_LAYERS.map((layer, index) => ({
    from: { element: { type: layer } },
    allow: to([
      'kernel',
      'web-generated',
      ...WEB_LAYERS.slice(0, index + 1).filter((below) => below !== 'web-features'),
    ]),
  })),
  ...WEB_FEATURES.map((feature, index) => ({
    from: { element: { type: 'web-features', captured: { feature } } },
    allow: { to: { element: { type: 'web-features', captured: { feature: WEB_FEATURES.slice(0, index + 1) } } } },
  })),
  { from: { element: { types: { anyOf: ['web-app', 'web-entry'] } } }, allow: to(['web-features']) },
  { from: { element: { type: 'web-sw' } }, allow: to(['kernel', 'web-sw', 'web-offline', 'web-generated']) },
  {
    from: { element: { type: 'web-testing' } },
    allow: to(['kernel', 'web-testing', 'web-ui', 'web-i18n', 'web-generated']),
  },
  { from: { file: { categories: 'web-test' } }, allow: to(['web-testing']) },
  ...API_LAYERS.map((layer, index) => ({
    from: { element: { type: layer } },
    allow: to(['kernel', ...API_LAYERS.slice(0, index + 1)]),
  })),
  // The database layer runs the migrations.
  { from: { element: { type: 'db' } }, allow: to(['migrations']) },
  // Tests of an area may use the test kit, start the server and compare with the scripts' output.
  { from: { file: { categories: 'test' } }, allow: to(['kernel', 'scripts', ...API_LAYERS]) },
  // Tools outside the server start it whole, or read its migrations.
  { from: { element: { types: { anyOf: ['e2e', 'bench'] } } }, allow: to(['kernel', 'e2e', 'bench', ...API_LAYERS]) },
  // The browser tests read the web's catalogues to find English left on a Sinhala or Tamil page.
  { from: { element: { type: 'e2e' } }, allow: to(['web-i18n']) },
  {
    from: { element: { type: 'scripts' } },
    allow: to(['kernel', 'scripts', 'web', ...WEB_LAYERS, 'e2e', 'bench', 'migrations', ...API_LAYERS]),
  },
  { from: { element: { type: 'migrations' } }, allow: to(['migrations']) },
];

export const files = [
  { category: 'test', pattern: '**/*.test.ts' },
  { category: 'web-test', pattern: 'web/src/**/*.test.{ts,tsx}' },
];
