import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_QUERIES } from './live-queries';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [join(dir, e.name)]
        : [],
  );

describe('live queries', () => {
  it('names the subscriptions of every query a page keeps live with useLiveQuery', () => {
    const used = sources('web/src/features').flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/useLiveQuery\(\s*(\w+)Document\b/g)].map((m) => m[1]!),
    );
    expect(used).toContain('MapView');
    expect(used.length).toBeGreaterThanOrEqual(12);
    expect(used.filter((name) => !LIVE_QUERIES[name])).toEqual([]);
  });
});
