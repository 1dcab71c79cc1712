/**
 * Operator commands for integrators' API keys (README "API keys"):
 *   npm run apikey:add -- --organisation NAME --scope public:read [--scope district:LK11:read] [--rate 600]
 *       creates a key and prints it once: only its hash is kept
 *   npm run apikey:revoke -- <prefix>   the key is refused from its next request on
 *   npm run apikey:list                 prefix, organisation, scopes, rate, last use, revoked (never a secret)
 * Works whether or not the server runs: it joins the embedded PostgreSQL of DATA_DIR, or starts it, or uses DATABASE_URL.
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../../db/bootstrap.js';
import { GeographyService } from '../../geography/geography.service.js';
import { readApiKeyDefaultRate } from '../api-keys.settings.js';
import { readServerConfig } from '../../server/settings.js';
import { runCommand } from '../../core/context/cli.js';
import type { ApiKey } from '../api-key.entity.js';
import { scopesProblem } from '../api-key-scopes.js';
import { createApiKey, listApiKeys, revokeApiKey, type NewApiKey } from '../api-keys.service.js';

const USAGE =
  'Usage: npm run apikey:add -- --organisation NAME --scope public:read [--scope district:<P-code>:read] [--rate REQUESTS_PER_MINUTE]\n' +
  '       npm run apikey:revoke -- <prefix>\n' +
  '       npm run apikey:list';

/** The new key's details from the command line, or why they are refused. */
function newKeyOf(args: string[]): NewApiKey | string {
  const { values } = parseArgs({
    args,
    options: { organisation: { type: 'string' }, scope: { type: 'string', multiple: true }, rate: { type: 'string' } },
    strict: true,
  });
  const organisation = values.organisation?.trim();
  if (!organisation) return USAGE;
  const scopes = [...new Set(values.scope ?? [])];
  const geography = GeographyService.instance();
  const problem = scopesProblem(scopes, (code) => geography.findDistrict(code)?.code === code);
  if (problem) return problem;
  const ratePerMinute = values.rate === undefined ? readApiKeyDefaultRate() : Number(values.rate);
  if (!Number.isSafeInteger(ratePerMinute) || ratePerMinute < 1)
    return '--rate must be a whole number of requests per minute, at least 1.';
  return { organisation, scopes, ratePerMinute };
}

const listLine = (key: ApiKey): string =>
  [
    key.prefix,
    key.organisation,
    key.scopes.join(','),
    `${key.ratePerMinute}/min`,
    `last used ${key.lastUsedAt?.toISOString() ?? 'never'}`,
    key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active',
  ].join('\t');

async function run(em: EntityManager, command: string, args: string[], newKey: NewApiKey | null): Promise<number> {
  if (newKey) {
    const { key, row } = await createApiKey(em, newKey);
    process.stderr.write(`Key ${row.prefix} for ${row.organisation}: shown this once, store it now.\n`);
    process.stdout.write(`${key}\n`);
  } else if (command === 'list') {
    for (const key of await listApiKeys(em)) process.stdout.write(`${listLine(key)}\n`);
  } else if (!(await revokeApiKey(em, args[0]!))) {
    process.stderr.write(`No active API key ${args[0]}.\n`);
    return 1;
  }
  return 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const newKey = command === 'add' ? newKeyOf(args) : null;
  const refusal =
    typeof newKey === 'string'
      ? newKey
      : !['add', 'list', 'revoke'].includes(command ?? '') || (command === 'revoke' && !args[0])
        ? USAGE
        : null;
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    return 2;
  }
  // Never the demo data: an operator's command only changes the keys.
  const database = await openDatabase({ ...readServerConfig(), demoData: false }, () => undefined);
  try {
    return await run(database.orm.em.fork(), command!, args, newKey as NewApiKey | null);
  } finally {
    await database.close();
  }
}

runCommand(main);
