import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enForms } from './en-forms';
import { enSignedIn } from './en-signed-in';
import { si } from './si';
import { siForms } from './si-forms';
import { siSignedIn } from './si-signed-in';
import { ta } from './ta';
import { taForms } from './ta-forms';
import { taSignedIn } from './ta-signed-in';

type Messages = Readonly<Record<string, string>>;

/** The ICU arguments of a message as `name:kind`, sorted: what the components pass in must fit every language. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
        found.add(`${element.value}:${TYPE[element.type]}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Every difference between a translation and its English original: missing or extra keys, other placeholders. */
function catalogueProblems(english: Messages, translation: Messages): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    const text = translation[key];
    if (text === undefined || text.trim() === '') problems.push(`${key}: missing`);
    else if (placeholders(text).join() !== placeholders(english[key]!).join())
      problems.push(
        `${key}: placeholders ${placeholders(text).join() || 'none'} instead of ${placeholders(english[key]!).join() || 'none'}`,
      );
  }
  for (const key of Object.keys(translation))
    if (!(key in english)) problems.push(`${key}: not in the English catalogue`);
  return problems;
}

// Latin letters in every language: the name of English in English, the version number, file format names.
const SAME_EVERYWHERE = new Set(['language.en', 'dash.version', 'export.csv', 'export.hxl', 'export.geojson']);

/** Keys whose text has Latin letters (placeholders aside) and none of the language's script: English left in place. */
function untranslated(translation: Messages, script: RegExp): string[] {
  return Object.entries(translation)
    .filter(
      ([key, text]) =>
        !SAME_EVERYWHERE.has(key) && /[A-Za-z]/.test(text.replace(/\{[^}]*\}/g, '')) && !script.test(text),
    )
    .map(([key]) => key);
}

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

describe('translation catalogues', () => {
  const languages = [
    {
      name: 'Sinhala',
      script: SINHALA,
      parts: [
        [en, si],
        [enSignedIn, siSignedIn],
        [enForms, siForms],
      ],
    },
    {
      name: 'Tamil',
      script: TAMIL,
      parts: [
        [en, ta],
        [enSignedIn, taSignedIn],
        [enForms, taForms],
      ],
    },
  ] as const;

  for (const { name, script, parts } of languages) {
    it(`${name} has every key of the English catalogues with the same ICU placeholders, and no other key`, () => {
      for (const [english, translation] of parts) expect(catalogueProblems(english, translation)).toEqual([]);
    });

    it(`${name} leaves no English text in place`, () => {
      for (const [, translation] of parts) expect(untranslated(translation, script)).toEqual([]);
    });
  }

  it('checks the 433 or so texts of both English catalogues', () => {
    expect(Object.keys(en).length + Object.keys(enSignedIn).length).toBeGreaterThan(400);
  });

  it('keeps the zero-width joiner of Sinhala conjuncts (rakaransaya, yansaya), without which they show broken apart', () => {
    // A consonant other than ර, al-lakuna, then ර or ය with no joiner between: the joiner was lost.
    const brokenConjunct = /[\u0D9A-\u0DBA\u0DBC-\u0DC6]\u0DCA[\u0DBA\u0DBB]/;
    const broken = Object.entries({ ...si, ...siSignedIn, ...siForms }).filter(([, text]) => brokenConjunct.test(text));
    expect(broken).toEqual([]);
    expect(si['nav.label']).toContain('ප්\u200Dර');
  });

  describe('the check itself', () => {
    const english = { greeting: 'Welcome, {name}', count: 'Page {page}', plain: 'Home' };

    it('reports a missing key, an extra key and an empty text', () => {
      expect(catalogueProblems(english, { greeting: 'ආයුබෝවන්, {name}', count: '', extra: 'x' })).toEqual([
        'count: missing',
        'plain: missing',
        'extra: not in the English catalogue',
      ]);
    });

    it('reports a renamed, a dropped, an added or a retyped placeholder', () => {
      expect(catalogueProblems(english, { greeting: 'ආයුබෝවන්, {nama}', count: 'පිටුව', plain: 'මුල් පිටුව {x}' })).toEqual([
        'greeting: placeholders nama:argument instead of name:argument',
        'count: placeholders none instead of page:argument',
        'plain: placeholders x:argument instead of none',
      ]);
      expect(
        catalogueProblems(english, { greeting: 'ආයුබෝවන්, {name}', count: 'පිටුව {page, number}', plain: 'මුල් පිටුව' }),
      ).toEqual(['count: placeholders page:number instead of page:argument']);
    });

    it('finds the arguments inside plural and select branches', () => {
      expect(placeholders('{n, plural, one {# item by {who}} other {# items}}')).toEqual(['n:plural', 'who:argument']);
      expect(untranslated({ a: 'Home', b: 'මුල් පිටුව', c: '{who}: {subject}', d: 'Page {page}' }, SINHALA)).toEqual([
        'a',
        'd',
      ]);
    });
  });
});
