/**
 * `npm run build:web`: the browser app (web/dist) and the server's renderer of the home page (web/dist-server).
 * `--quiet` prints errors only (tests and benchmarks).
 */
import { build } from 'vite';

const configFile = 'web/vite.config.ts';
const logLevel = process.argv.includes('--quiet') ? 'error' : 'info';
await build({ configFile, logLevel });
await build({ configFile, logLevel, build: { ssr: 'src/entry-server.tsx' } });
