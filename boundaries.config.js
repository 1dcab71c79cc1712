// @ts-check
/**
 * The layers of the code (ARCHITECTURE.md), checked by eslint-plugin-boundaries in `npm run lint`.
 * An element may import itself and what lies below it, never what lies above: a rule for a new folder goes here.
 */

/** The server's layers, lowest first. An area may import the areas listed before it. */
export const API_LAYERS = [
  'api-observability',
  'api-shared',
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

/** Layers that are not a folder of api/src named like the layer (api-keys is an area folder). */
const NON_AREA_LAYERS = ['api-observability', 'api-shared', 'api-rest', 'api-entry'];
const AREA_FOLDERS = API_LAYERS.filter((layer) => !NON_AREA_LAYERS.includes(layer));

/** Folders classified as elements; the first that matches a file wins. */
export const elements = [
  { type: 'kernel', pattern: 'shared', partialMatch: false, exclusive: true },
  { type: 'web', pattern: 'web', partialMatch: false, exclusive: true },
  { type: 'e2e', pattern: 'e2e', partialMatch: false, exclusive: true },
  { type: 'bench', pattern: 'bench', partialMatch: false, exclusive: true },
  { type: 'scripts', pattern: 'scripts', partialMatch: false, exclusive: true },
  { type: 'migrations', pattern: 'migrations', partialMatch: false, exclusive: true },
  // Command-line entry points inside an area (e.g. accounts/cli) start the whole server stack.
  { type: 'api-entry', pattern: 'api/src/*/cli', partialMatch: false, exclusive: true },
  { type: 'api-observability', pattern: 'api/src/observability', partialMatch: false, exclusive: true },
  { type: 'api-shared', pattern: 'api/src/shared', partialMatch: false, exclusive: true },
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
  // The browser app: the kernel and itself, never server code.
  { from: { element: { type: 'web' } }, allow: to(['kernel', 'web']) },
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
  { from: { element: { type: 'e2e' } }, allow: to(['web']) },
  {
    from: { element: { type: 'scripts' } },
    allow: to(['kernel', 'scripts', 'web', 'e2e', 'bench', 'migrations', ...API_LAYERS]),
  },
  { from: { element: { type: 'migrations' } }, allow: to(['migrations']) },
];

export const files = [{ category: 'test', pattern: '**/*.test.ts' }];
