import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { skipLocaleProbes } from './skip-locale-probes';

const require = createRequire(import.meta.url);
type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
const transform = skipLocaleProbes().transform as unknown as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

/** The installed library module, as the build reads it. */
function installed(entry: string): { id: string; code: string } {
  const id = require.resolve(entry);
  return { id, code: readFileSync(id, 'utf8') };
}

describe('the build without FormatJS locale-table probes', () => {
  it("takes createIntl's number and date format probes out of the installed @formatjs/intl", () => {
    const { id, code } = installed('@formatjs/intl');
    expect(code).toContain('Intl.NumberFormat.supportedLocalesOf(locale)');
    const out = transform.call(context, code, id)!.code;
    expect(out).not.toMatch(/Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(locale\)/);
    // The rest of createIntl stays: the missing-locale branch and the config check.
    expect(out).toContain('resolvedConfig.locale = resolvedConfig.defaultLocale');
    expect(out).toContain('verifyConfigMessages(resolvedConfig);');
  });

  it("picks a message's locale through the plural rules in the installed intl-messageformat", () => {
    const { id, code } = installed('intl-messageformat');
    const out = transform.call(context, code, id)!.code;
    expect(out).toContain('const supportedLocales = Intl.PluralRules.supportedLocalesOf(locales);');
    expect(out).not.toContain('const supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);');
  });

  it('fails the build when a probe is no longer where it looks, and leaves other modules alone', () => {
    const { id } = installed('@formatjs/intl');
    expect(() => transform.call(context, 'export const changed = 1;', id)).toThrow(/no longer in/);
    expect(transform.call(context, 'Intl.NumberFormat.supportedLocalesOf(locale)', '/x/other.js')).toBeNull();
  });
});
