import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/](en|si|ta)(-signed-in|-forms)?\.ts$/;

/**
 * Build only: replaces the message strings of the catalogues with their parsed ICU form, so the browser needs no
 * message parser (FormatJS's recommended set-up; the runtime parser is aliased to its no-parser entry).
 */
export function precompileMessages(): Plugin {
  return {
    name: 'lanka-relief:precompile-messages',
    enforce: 'post',
    apply: 'build',
    async transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
        string,
        Record<string, string>
      >;
      const exports = Object.entries(module).map(([name, messages]) => {
        const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
        return `export const ${name} = ${JSON.stringify(compiled)};`;
      });
      return { code: exports.join('\n'), map: null };
    },
  };
}
