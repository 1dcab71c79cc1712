import { ERROR_CODES } from '@shared/error-codes';
import { RULE_CODES } from '@shared/rule-codes';
import { MESSAGE_CODES, SERVER_MESSAGES } from '@shared/server-messages';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES } from './server-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages in three languages', () => {
  const everyCode = [...ERROR_CODES, ...MESSAGE_CODES, ...RULE_CODES];

  it('keeps error codes, message codes and rule codes apart (one name, one text)', () => {
    expect(new Set(everyCode).size).toBe(everyCode.length);
  });

  for (const locale of ['en', 'si', 'ta'] as const) {
    it(`has every error code, message code and rule code in ${locale}, with the English placeholders`, () => {
      const catalogue: Record<string, string | undefined> = SERVER_CATALOGUES[locale];
      const problems = everyCode.filter(
        (code) =>
          !catalogue[code]?.trim() ||
          placeholders(catalogue[code]).join() !== placeholders(SERVER_MESSAGES[code]).join(),
      );
      expect(problems).toEqual([]);
      expect(Object.keys(catalogue).filter((code) => !everyCode.includes(code as never))).toEqual([]);
    });
  }

  it('writes Sinhala in Sinhala and Tamil in Tamil (no English left in place)', () => {
    const latinOnly = (text: string, script: RegExp) => !script.test(text);
    expect(Object.entries(SERVER_CATALOGUES.si).filter(([, text]) => latinOnly(text, /[\u0D80-\u0DFF]/))).toEqual([]);
    expect(Object.entries(SERVER_CATALOGUES.ta).filter(([, text]) => latinOnly(text, /[\u0B80-\u0BFF]/))).toEqual([]);
  });
});
