import { describe, expect, it } from 'vitest';
import { parseSms, wordsOf, type SmsCommand } from '../../../shared/sms-keywords.js';
import { GeographyService } from '../geography/geography.service.js';
import { SmsPlaces } from './sms-places.js';
import { replyText, type ReplyKey } from './sms-replies.js';

const places = new SmsPlaces(GeographyService.instance());

/** The replies that show an example message, and the command the example must read as. */
const EXAMPLES: [ReplyKey, SmsCommand][] = [
  ['HELP_NO_PLACE', 'HELP'],
  ['ALERTS_NO_PLACE', 'ALERTS'],
];

/** The example a reply gives: after its last "e.g." or colon, up to the next full stop. */
const exampleIn = (reply: string): string =>
  reply
    .split(/e\.g\. |: /u)
    .at(-1)!
    .split('.')[0]!
    .trim();

const placeIn = (text: string) => places.read(wordsOf(text))?.place ?? null;

describe('SMS places', () => {
  it.each(['en', 'si', 'ta'] as const)(
    'in %s: every example a reply gives reads as its command and a DS',
    (language) => {
      for (const [key, command] of EXAMPLES) {
        const example = exampleIn(replyText(language, key));
        const parsed = parseSms(example);
        expect(parsed.command, example).toBe(command);
        expect(placeIn(parsed.rest)?.dsDivisionCode, example).toBe('LK1106');
      }
    },
  );

  it('reads a Sinhala name whichever of ළ/ල and ණ/න it was typed with, and without joiners', () => {
    expect(placeIn('කොළොන්නාව')?.dsDivisionCode).toBe('LK1106');
    expect(placeIn('කොලොන්නාව')?.dsDivisionCode).toBe('LK1106');
    expect(placeIn('කලුතර')?.dsDivisionCode).toBe('LK1321');
    expect(placeIn('ශ්රී ජයවර්ධනපුර කෝට්ටේ')?.dsDivisionCode).toBe('LK1124');
    expect(placeIn('මොනරාගල')?.districtCode).toBe('LK82');
  });

  it('reads a Sinhala or Tamil name written joined or spaced', () => {
    expect(placeIn('නුවර එළිය 4')).toMatchObject({ dsDivisionCode: 'LK2312' });
    expect(placeIn('නුවරඑළිය')?.dsDivisionCode).toBe('LK2312');
    expect(placeIn('மண்முனை தெற்கும் எருவில்பற்றும்')?.dsDivisionCode).toBe('LK5136');
  });

  it('reads a Tamil name whichever of ள/ழ/ல and ண/ந/ன it was typed with', () => {
    expect(placeIn('கொலன்னாவை')?.dsDivisionCode).toBe('LK1106');
    expect(placeIn('கொளன்னாவை')?.dsDivisionCode).toBe('LK1106');
    expect(placeIn('கொலும்பு')?.districtCode).toBe('LK11');
    expect(placeIn('மொனராகலை')?.districtCode).toBe('LK82');
  });
});
