/**
 * `npm run build:web`: the browser app (web/dist), the server's renderer of the home page (web/dist-server) and the
 * GraphQL explorer (web/dist/graphiql).
 * `--quiet` prints errors only (tests and benchmarks). The browser app's files are then precompressed (.br, .gz).
 */
import { build } from 'vite';
import { precompress } from './precompress.js';

const configFile = 'web/vite.config.ts';
const logLevel = process.argv.includes('--quiet') ? 'error' : 'info';
await build({ configFile, logLevel });
await build({ configFile, logLevel, build: { ssr: 'src/entry-server.tsx' } });
// The GraphQL explorer (/graphiql), a build of its own into web/dist/graphiql: the app's chunks stay as they are.
await build({ configFile: 'web/graphiql/vite.config.ts', logLevel });
const compressed = await precompress('web/dist');
if (logLevel === 'info') process.stdout.write(`Precompressed ${compressed} files of web/dist (brotli and gzip).\n`);
