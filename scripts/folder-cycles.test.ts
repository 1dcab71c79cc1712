import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiFolderOf, folderCycles, webFolderOf } from './folder-cycles.js';

const trees: string[] = [];

/** A source tree of the given files (path → text) in a folder of its own. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterAll(() => trees.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('no import cycle between folders', () => {
  it('in web/src: app, each feature, offline, ui, i18n… each only imports folders that do not import it back', () => {
    expect(folderCycles('web/src', webFolderOf)).toEqual([]);
  });

  it('in api/src: each area', () => {
    expect(folderCycles('api/src', apiFolderOf)).toEqual([]);
  });
});

describe('folderCycles', () => {
  it('names the folders of a cycle and the imports that make it, through a nested folder and a .js specifier', () => {
    const root = tree({
      'app/routes.tsx': "import { Page } from '../features/home/pages/Page';",
      'features/home/pages/Page.tsx': "import { queue } from '../../../app/offline/queue.js';",
      'app/offline/queue.ts': 'export const queue = 1;',
    });
    expect(folderCycles(root, webFolderOf)).toEqual([
      'app ⇄ features/home: app/routes.tsx imports features/home/pages/Page.tsx; ' +
        'features/home/pages/Page.tsx imports app/offline/queue.ts',
    ]);
  });

  it('finds a cycle through a dynamic import', () => {
    const root = tree({
      'features/dmc/Area.tsx': "const History = lazy(() => import('../history/History'));",
      'features/history/History.tsx': "import { Badge } from '../dmc/Badge';",
      'features/dmc/Badge.tsx': 'export const Badge = 1;',
    });
    expect(folderCycles(root, webFolderOf)).toHaveLength(1);
  });

  it('leaves out tests, and imports that only point down', () => {
    const root = tree({
      'ui/Button.tsx': "import { t } from '../i18n/t';",
      'ui/Button.test.tsx': "import { render } from '../testing/render';",
      'testing/render.tsx': "import { Button } from '../ui/Button';",
      'i18n/t.ts': 'export const t = 1;',
    });
    expect(folderCycles(root, webFolderOf)).toEqual([]);
  });

  it("keeps an api area's command-line entry apart from the area", () => {
    const root = tree({
      'cap/cli/webhook.ts': "import { start } from '../../db/bootstrap.js';",
      'db/bootstrap.ts': "import { Webhook } from '../cap/webhook.entity.js';",
      'cap/webhook.entity.ts': 'export class Webhook {}',
    });
    expect(folderCycles(root, apiFolderOf)).toEqual([]);
  });
});
