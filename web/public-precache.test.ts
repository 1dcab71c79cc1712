import { describe, expect, it } from 'vitest';
import { publicFiles } from './public-precache';

describe("the service worker's precache list (issue 17)", () => {
  it('keeps what the entry loads, now or later, and leaves out what only a signed-in area loads', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_startup.js'],
        dynamicImports: ['src/features/home/pages/HomePage.tsx', 'src/features/ds/DsArea.tsx'],
        css: ['assets/index.css'],
      },
      '_startup.js': { file: 'assets/startup.js' },
      'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_shared.js'] },
      'src/features/ds/DsArea.tsx': { file: 'assets/DsArea.js', imports: ['_shared.js', '_ds-only.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_ds-only.js': { file: 'assets/ds-only.js' },
    };
    expect([...publicFiles(manifest)].sort()).toEqual([
      'assets/HomePage.js',
      'assets/index.css',
      'assets/index.js',
      'assets/shared.js',
      'assets/startup.js',
    ]);
  });
});
