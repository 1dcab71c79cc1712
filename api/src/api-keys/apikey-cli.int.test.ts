import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);

/** Runs `npm run apikey:<command>` as an operator would, against this file's database. */
async function apikey(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['api/src/api-keys/cli/apikey.ts', ...args],
      { env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'error' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const ask = async (key: string) =>
  (await fetch(`${api.url}/AidRequest/ongoing`, { headers: { 'x-api-key': key } })).status;

describe('npm run apikey:add / apikey:list / apikey:revoke', () => {
  it('creates a key printed once, lists it without its secret, and revokes it by prefix', async () => {
    const added = await apikey('add', '--organisation', 'Daily News', '--scope', 'public:read', '--rate', '120');
    expect(added.code).toBe(0);
    const key = added.stdout.trim();
    expect(key).toMatch(/^lrk_[0-9a-f]{8}_[\w-]{43}$/);
    const prefix = key.split('_')[1]!;
    expect(await ask(key)).toBe(200);

    const listed = await apikey('list');
    expect(listed.stdout).toMatch(
      new RegExp(`^${prefix}\\tDaily News\\tpublic:read\\t120/min\\tlast used 20\\d\\d-.*\\tactive$`, 'm'),
    );
    expect(listed.stdout).not.toContain(key.slice(13));

    expect((await apikey('revoke', prefix)).code).toBe(0);
    expect(await ask(key)).toBe(401);
    expect((await apikey('list')).stdout).toMatch(new RegExp(`^${prefix}\\t.*\\trevoked `, 'm'));
    expect((await apikey('revoke', prefix)).code).toBe(1);
  }, 60_000);

  it.each([
    [['--organisation', 'X', '--scope', 'alerts:publish'], /Unknown scope alerts:publish/],
    [['--organisation', 'X', '--scope', 'public:read', '--rate', '0'], /--rate must be/],
  ])(
    'refuses %j without touching the database (the scope rules: api-key-scopes.test.ts)',
    async (args, problem) => {
      const refused = await apikey('add', ...args);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(problem);
      expect(refused.stdout).toBe('');
    },
    30_000,
  );
});
