import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';

const root = new URL('../../../', import.meta.url);
const CATALOGUES = readdirSync(new URL('web/src/i18n/', root)).filter((name) => /^(si|ta)(-[a-z-]+)?\.ts$/u.test(name));
/** The server's own Sinhala and Tamil texts: alerts, CAP, the alert page and SMS. */
const SERVER_TEXTS = [
  'api/src/cap/cap-texts.ts',
  'api/src/cap/cap-mapping.ts',
  'api/src/cap/alert-page.ts',
  'api/src/sms/sms-replies.ts',
  'api/src/notifications/notify-texts.ts',
];
const FILES = [...CATALOGUES.map((name) => `web/src/i18n/${name}`), ...SERVER_TEXTS];

/** A file's text without its comments, which may quote a wrong form to say why it is wrong. */
const textOf = (path: string): string =>
  readFileSync(new URL(path, root), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//gu, '')
    .replace(/^\s*\/\/.*$/gmu, '');
const TEXTS = FILES.map((path) => ({ path, text: textOf(path) }));

/** Where a word starts: not after a letter or a vowel sign (Sinhala and Tamil letters carry combining marks). */
const atWordStart = (variant: string) => {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(/^[\p{L}\p{M}]/u.test(variant) ? `(?<![\\p{L}\\p{M}\\u200C\\u200D])${escaped}` : escaped, 'u');
};

describe('the Sinhala and Tamil glossary', () => {
  it('reads the catalogues and server texts it checks', () => {
    expect(CATALOGUES).toEqual(
      expect.arrayContaining(['si.ts', 'ta.ts', 'si-server.ts', 'ta-server.ts', 'si-signed-in.ts', 'ta-forms.ts']),
    );
  });

  it.each(['si', 'ta'] as const)('in %s: no text uses a variant the glossary avoids', (language) => {
    const found = GLOSSARY.flatMap((entry) =>
      entry.avoid[language].flatMap((variant) =>
        TEXTS.filter(({ text }) => atWordStart(variant).test(text)).map(
          ({ path }) => `${entry.term}: "${variant}" in ${path}`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(['si', 'ta'] as const)('in %s: the texts use each term the glossary gives', (language) => {
    const missing = GLOSSARY.filter(
      (entry) => !entry.unused && !TEXTS.some(({ text }) => text.includes(entry[language])),
    ).map((entry) => entry.term);
    expect(missing).toEqual([]);
  });

  it('finds a variant where a word starts, inflected too, and not inside another word', () => {
    expect(atWordStart('தேதி').test("'தேதியும் நேரமும்'")).toBe(true);
    expect(atWordStart('பைதேதி').test('தேதி')).toBe(false);
    expect(atWordStart('නම').test('ඔබගේ නම')).toBe(true);
    expect(atWordStart('නම').test('අංකනම')).toBe(false);
    expect(atWordStart('} අවදානම').test('${f.event} අවදානම (')).toBe(true);
  });

  it('never avoids the word it gives', () => {
    for (const entry of GLOSSARY)
      for (const language of ['si', 'ta'] as const)
        expect(entry.avoid[language].some((variant) => atWordStart(variant).test(entry[language]))).toBe(false);
  });
});
