import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from './locale';

describe("the languages' tags for the message formatter", () => {
  it('has the Sinhala and Tamil locale data on the server (full ICU), not a silent fallback to English', () => {
    expect(new Intl.PluralRules(INTL_LOCALE.si).resolvedOptions().locale).toBe('si');
    expect(new Intl.PluralRules(INTL_LOCALE.ta).resolvedOptions().locale).toBe('ta');
  });

  it('falls back to British English where a browser lacks a language (Chromium has no Sinhala)', () => {
    expect(INTL_LOCALE.si.at(-1)).toBe('en-GB');
    expect(INTL_LOCALE.ta.at(-1)).toBe('en-GB');
  });
});
