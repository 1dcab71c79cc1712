import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../../shared/page-routes.js';
import {
  appPreloads,
  fontStylesheetLink,
  homePreloads,
  homeRouteScripts,
  injectPreloads,
  inlineStylesheets,
  pagePreloads,
  PUBLIC_PAGE_SOURCES,
  withoutScripts,
} from './web-preloads.js';

const dist = mkdtempSync(join(tmpdir(), 'lr-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('home page preloads', () => {
  it('preloads the home chunk and its imports from the Vite manifest, never the main bundle or the map', () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        // The entry starts the app once the page is painted: a dynamic import.
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_preload-helper-0.js'],
          dynamicImports: ['src/app/start.tsx'],
        },
        '_preload-helper-0.js': { file: 'assets/preload-helper-0.js' },
        'src/app/start.tsx': {
          file: 'assets/start-6.js',
          imports: ['_startup-5.js', '_preload-helper-0.js'],
          dynamicImports: ['src/app/render-app.tsx'],
        },
        '_startup-5.js': { file: 'assets/startup-5.js' },
        // React's renderer, which the start imports later: each page the server draws names it for the entry to fetch.
        'src/app/render-app.tsx': {
          file: 'assets/render-app-10.js',
          imports: ['_startup-react-11.js', '_startup-5.js'],
        },
        '_startup-react-11.js': { file: 'assets/startup-react-11.js', imports: ['_startup-5.js'] },
        'src/features/home/pages/HomePage.tsx': {
          file: 'assets/HomePage-2.js',
          imports: ['_shared-3.js', 'index.html'],
          dynamicImports: ['src/features/home/components/LiveMap.tsx'],
        },
        '_shared-3.js': { file: 'assets/shared-3.js', css: ['assets/shared-3.css'] },
        'src/features/home/components/LiveMap.tsx': { file: 'assets/LiveMap-4.js' },
      }),
    );
    // The app's chunks first (the entry's import of the start names none of them), then the page's. The map is only
    // prefetched (low priority): it must not compete with what the page needs to start.
    expect(homePreloads(dist)).toEqual({
      scripts: [
        'assets/startup-5.js',
        'assets/render-app-10.js',
        'assets/startup-react-11.js',
        'assets/HomePage-2.js',
        'assets/shared-3.js',
      ],
      styles: ['assets/shared-3.css'],
      later: ['assets/LiveMap-4.js'],
    });
    // What the budget counts: everything the home page runs before it is interactive, still not the map.
    expect(homeRouteScripts(dist).sort()).toEqual([
      'assets/HomePage-2.js',
      'assets/index-1.js',
      'assets/preload-helper-0.js',
      'assets/render-app-10.js',
      'assets/shared-3.js',
      'assets/start-6.js',
      'assets/startup-5.js',
      'assets/startup-react-11.js',
    ]);
  });

  it("names the app's chunks in a page the browser draws, less the entry's own and the start's (its import asks for it)", () => {
    expect(appPreloads(dist)).toEqual({ scripts: ['assets/startup-5.js'], styles: [], later: [] });
  });

  it("preloads each public page's own chunks and React's renderer after the app's, less what the entry loads; the sign-in pages their texts too", () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        ...manifest,
        'src/features/aid-requests/pages/EmergencyAidPage.tsx': {
          file: 'assets/EmergencyAidPage-6.js',
          imports: ['_startup-5.js', '_fields-7.js', 'index.html'],
        },
        '_fields-7.js': { file: 'assets/fields-7.js' },
        'src/i18n/SignedInMessages.tsx': { file: 'assets/SignedInMessages-8.js', imports: ['index.html'] },
        'src/features/accounts/pages/LoginPage.tsx': { file: 'assets/LoginPage-9.js', imports: ['_fields-7.js'] },
      }),
    );
    const appAndRenderer = ['assets/startup-5.js', 'assets/render-app-10.js', 'assets/startup-react-11.js'];
    expect(pagePreloads(dist, '/emergency-aid-request')).toEqual({
      scripts: [...appAndRenderer, 'assets/EmergencyAidPage-6.js', 'assets/fields-7.js'],
      styles: [],
      later: [],
    });
    expect(pagePreloads(dist, '/login').scripts).toEqual([
      ...appAndRenderer,
      'assets/SignedInMessages-8.js',
      'assets/LoginPage-9.js',
      'assets/fields-7.js',
    ]);
    expect(pagePreloads(dist, '/alerts')).toEqual({ scripts: appAndRenderer, styles: [], later: [] });
    expect(Object.keys(PUBLIC_PAGE_SOURCES).sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  it("takes the app's scripts and their chunks out of a page that must stand as it is", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"><meta name="lanka-relief:chunk" content="/assets/b.js"><meta name="lanka-relief:chunk-later" content="/assets/c.js"><style>x</style></head>';
    expect(withoutScripts(html)).toBe('<head><style>x</style></head>');
  });

  it('writes the built stylesheets into the page, and leaves links to missing files alone', () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'index-9.css'), 'body{margin:0}');
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-9.css"><link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>';
    expect(inlineStylesheets(html, dist)).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>',
    );
  });

  it('names the chunks before </head> for the entry to fetch after the first paint (no preload link fetched at once)', () => {
    const html = injectPreloads('<html><head><title>x</title></head></html>', {
      scripts: ['assets/a.js'],
      styles: [],
      later: ['assets/b.js'],
    });
    expect(html).toBe(
      '<html><head><title>x</title><meta name="lanka-relief:chunk" content="/assets/a.js"><meta name="lanka-relief:chunk-later" content="/assets/b.js"></head></html>',
    );
    expect(homePreloads(join(dist, 'missing'))).toEqual({ scripts: [], styles: [], later: [] });
  });
});

describe('the webfont of a page without scripts', () => {
  it("links the Sinhala or Tamil webfont's stylesheet from the build, and nothing for English", () => {
    const fonts = mkdtempSync(join(tmpdir(), 'lr-fonts-'));
    try {
      mkdirSync(join(fonts, '.vite'));
      writeFileSync(
        join(fonts, '.vite', 'manifest.json'),
        JSON.stringify({
          '_sinhala-A1.css': { file: 'assets/sinhala-A1.css' },
          '_tamil-B2.css': { file: 'assets/tamil-B2.css' },
          '_tamil-sop-C3.js': { file: 'assets/tamil-sop-C3.js' },
        }),
      );
      expect(fontStylesheetLink(fonts, 'ta')).toBe('<link rel="stylesheet" href="/assets/tamil-B2.css">');
      expect(fontStylesheetLink(fonts, 'si')).toBe('<link rel="stylesheet" href="/assets/sinhala-A1.css">');
      expect(fontStylesheetLink(fonts, 'en')).toBe('');
    } finally {
      rmSync(fonts, { recursive: true, force: true });
    }
  });
});
