import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageChoice, parseSms, SMS_KEYWORDS, type SmsCommand } from './sms-keywords.js';
import { languageOfText } from './sms-language.js';
import { asGsm7, capToParts, isGsm7, smsSize } from './sms-parts.js';

const ZWJ = '\u200D';

describe('SMS keywords', () => {
  it.each([
    ['HELP Kolonnawa 4', 'HELP', 'Kolonnawa 4'],
    ['  help,  Kolonnawa', 'HELP', 'Kolonnawa'],
    ['Help: Kolonnawa!', 'HELP', 'Kolonnawa!'],
    ['උදව් කොළොන්නාව 5', 'HELP', 'කොළොන්නාව 5'],
    ['உதவி கொலன்னாவ', 'HELP', 'கொலன்னாவ'],
    ['udaw Kolonnawa', 'HELP', 'Kolonnawa'],
    ['REPORT Ratnapura river rising fast', 'REPORT', 'Ratnapura river rising fast'],
    ['වාර්තා රත්නපුර ගඟ ඉහළ යයි', 'REPORT', 'රත්නපුර ගඟ ඉහළ යයි'],
    ['status 42', 'STATUS', '42'],
    ['நிலை 42', 'STATUS', '42'],
    ['ALERTS Kolonnawa', 'ALERTS', 'Kolonnawa'],
    ['எச்சரிக்கை Kolonnawa', 'ALERTS', 'Kolonnawa'],
    ['stop', 'STOP', ''],
    ['නවත්වන්න.', 'STOP', ''],
    ['LANG TA', 'LANG', 'TA'],
  ])('%s is %s', (text, command, rest) => {
    expect(parseSms(text)).toEqual({ command, rest });
  });

  it('answers no command for anything else, keeping the text', () => {
    expect(parseSms('water in the house please come')).toEqual({
      command: null,
      rest: 'water in the house please come',
    });
    expect(parseSms('')).toEqual({ command: null, rest: '' });
    expect(parseSms('helpme Kolonnawa').command).toBeNull();
  });

  it('keeps ZWJ and ZWNJ in what follows the keyword, and forgives them in the keyword', () => {
    const place = `ශ්${ZWJ}රී ජයවර්ධනපුර`;
    expect(parseSms(`HELP ${place}`).rest).toBe(place);
    expect(parseSms(`උද${ZWJ}ව් ${place}`)).toEqual({ command: 'HELP', rest: place });
  });

  it('reads every keyword of the table whatever its case and surrounding punctuation (property)', () => {
    const table = Object.entries(SMS_KEYWORDS).flatMap(([command, words]) =>
      [...words.en, ...words.si, ...words.ta, ...words.romanised].map((word) => [command as SmsCommand, word] as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...table),
        fc.constantFrom('', ' ', '  ', '*', '.', '#'),
        fc.constantFrom(' ', ': ', ', ', ' - '),
        fc.boolean(),
        fc.string({ maxLength: 20 }),
        (entry, before, between, upper, tail) => {
          const [command, word] = entry;
          const rest = `x${tail}`.trim();
          const parsed = parseSms(`${before}${upper ? word.toUpperCase() : word}${between}${rest}`);
          expect(parsed.command).toBe(command);
          expect(parsed.rest.endsWith(rest.trimEnd())).toBe(true);
        },
      ),
    );
  });

  it('never loses a code point of the rest (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), (tail) => {
        const rest = `Kolonnawa ${tail}`.trimEnd();
        expect(parseSms(`HELP ${rest}`).rest).toBe(rest);
      }),
    );
  });

  it('reads the language LANG asks for', () => {
    expect(languageChoice('SI')).toBe('si');
    expect(languageChoice('தமிழ்')).toBe('ta');
    expect(languageChoice('english please')).toBe('en');
    expect(languageChoice('French')).toBeNull();
  });
});

describe('the sender’s language', () => {
  it('is the script they wrote in', () => {
    expect(languageOfText('උදව් Kolonnawa')).toBe('si');
    expect(languageOfText('உதவி Kolonnawa')).toBe('ta');
    expect(languageOfText('HELP Kolonnawa')).toBe('en');
    expect(languageOfText('42')).toBe('en');
  });
});

describe('reply sizing', () => {
  it('counts GSM-7 at 160 per message and 153 per part', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161)).parts).toBe(2);
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'GSM7', units: 160, parts: 1 });
  });

  it('counts Sinhala and Tamil as UCS-2 at 70 per message and 67 per part', () => {
    expect(isGsm7('උදව්')).toBe(false);
    expect(smsSize('ම'.repeat(70))).toEqual({ encoding: 'UCS2', units: 70, parts: 1 });
    expect(smsSize('ம'.repeat(71)).parts).toBe(2);
    expect(smsSize('ම'.repeat(134)).parts).toBe(2);
    expect(smsSize('ම'.repeat(135)).parts).toBe(3);
  });

  it('caps a reply at the parts allowed without changing its encoding (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'ම', 'ம', ZWJ, ' ', '€'), maxLength: 400 }),
        fc.integer({ min: 1, max: 4 }),
        (text, maxParts) => {
          const capped = capToParts(text, maxParts);
          expect(smsSize(capped).parts).toBeLessThanOrEqual(maxParts);
          expect(smsSize(capped).encoding).toBe(smsSize(text).encoding);
          if (smsSize(text).parts <= maxParts) expect(capped).toBe(text);
        },
      ),
    );
  });
});

describe('English alert text for GSM-7', () => {
  it('turns typographic marks into their plain forms and anything else outside the alphabet into a question mark', () => {
    expect(asGsm7('‘Flood’ “now” – go… \u00a0— €')).toBe('\'Flood\' "now" - go...  - €');
    expect(asGsm7('Kelani ගංග 😀')).toBe('Kelani ??? ?');
    expect(isGsm7(asGsm7('ගංවතුර “warning”'))).toBe(true);
  });
});
