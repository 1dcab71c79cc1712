import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The lint's own configuration (a plain JavaScript module at the top, which eslint.config.js reads). */
const { API_LAYERS, WEB_FEATURES, WEB_LAYERS } = (await import(
  pathToFileURL(resolve('boundaries.config.js')).href
)) as {
  API_LAYERS: string[];
  WEB_FEATURES: string[];
  WEB_LAYERS: string[];
};

/** ARCHITECTURE.md's "Layers, lowest first": the order the boundary lint enforces, in words a reader follows. */
const architecture = readFileSync('ARCHITECTURE.md', 'utf8');
const section = architecture.slice(architecture.indexOf('## Layers, lowest first'));

/** The names of a "a → b → c" chain, without code marks or the words after a name. */
const chain = (text: string): string[] =>
  text.split('→').map((part) => part.replace(/`/g, '').replace(/\s+/g, ' ').trim().split(' (')[0]!.trim());

/** The server's chain as the lint names its layers. */
const API_NAMES: Record<string, string> = {
  'api/src/observability': 'api-observability',
  'api/src/core': 'api-core',
  'api/src/rest': 'api-rest',
  'entry points': 'api-entry',
};
const WEB_NAMES: Record<string, string> = {
  i18n: 'web-i18n',
  ui: 'web-ui',
  offline: 'web-offline',
  'features/<area>': 'web-features',
  app: 'web-app',
  'the entry files': 'web-entry',
};

describe("ARCHITECTURE.md's layers are the boundary lint's (boundaries.config.js)", () => {
  it("lists the server's layers in the lint's order", () => {
    const text = section.slice(0, section.indexOf('Each may import'));
    const names = chain(text.slice(text.indexOf('`shared/`'))).slice(1);
    expect(names.map((name) => API_NAMES[name] ?? name)).toEqual(API_LAYERS);
  });

  it("lists the web's layers and its features in the lint's order", () => {
    const text = section.slice(
      section.indexOf('Inside `web/src`, lowest first:') + 'Inside `web/src`, lowest first:'.length,
    );
    const layers = chain(text.slice(0, text.indexOf('. `generated/`')));
    expect(layers.map((name) => WEB_NAMES[name] ?? name)).toEqual(WEB_LAYERS);
    const features = /`WEB_FEATURES` in `boundaries\.config\.js` \(([^)]*)\)/.exec(section.replace(/\s+/g, ' '))![1]!;
    expect(features.split(', ')).toEqual(WEB_FEATURES);
  });
});
