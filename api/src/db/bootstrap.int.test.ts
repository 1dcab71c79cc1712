import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './bootstrap.js';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
const counts = () => SIGNALS.map((s) => process.listenerCount(s));

describe('the embedded PostgreSQL', () => {
  it('is loaded only when used, and leaves no signal listener that would end the process before its graceful stop', async () => {
    const before = counts();
    const dataDir = mkdtempSync(join(tmpdir(), 'lr-embedded-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir }, () => undefined);
    try {
      expect(counts()).toEqual(before);
      const rows = await database.orm.em.getConnection().execute<{ one: number }[]>('select 1 as one');
      expect(rows[0]!.one).toBe(1);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
