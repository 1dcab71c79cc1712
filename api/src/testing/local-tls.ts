import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = (name: string) => readFileSync(fileURLToPath(new URL(`./tls/${name}`, import.meta.url)), 'utf8');

/**
 * A self-signed certificate of `localhost` (and 127.0.0.1, ::1) for the tests' local https receivers, such as a stand-in
 * push service: the client trusts it by passing `cert` as its certificate authority. Never for anything but tests.
 */
export const LOCAL_TLS = { key: file('localhost.key'), cert: file('localhost.crt') } as const;
