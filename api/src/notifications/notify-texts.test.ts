import { describe, expect, it } from 'vitest';
import { smsSize } from '../../../shared/sms-parts.js';
import { notificationText } from './notify-texts.js';

describe('notification SMS texts', () => {
  it('name one event by its number and count a batch, one phrase per kind and place', () => {
    expect(notificationText('en', [{ kind: 'REPORT', place: 'Colombo', ids: [7] }], 2)).toBe(
      'Lanka Relief: new early-warning report #7 in Colombo district.',
    );
    expect(
      notificationText(
        'en',
        [
          { kind: 'AID_REQUEST', place: 'Kolonnawa', ids: [1, 2, 3] },
          { kind: 'APPROVED', place: 'Kolonnawa', ids: [9] },
        ],
        2,
      ),
    ).toBe('Lanka Relief: 3 new aid requests in Kolonnawa; your contribution #9 was approved.');
  });

  it('fit one part in each language with usual names and numbers', () => {
    const places = { en: 'Kolonnawa', si: 'කොලොන්නාව', ta: 'கொலன்னாவை' } as const;
    for (const language of ['en', 'si', 'ta'] as const) {
      for (const kind of [
        'REPORT',
        'AID_REQUEST',
        'CONTRIBUTION',
        'APPROVED',
        'REJECTED',
        'ALERT',
        'ALERT_ENDED',
      ] as const) {
        expect(
          smsSize(notificationText(language, [{ kind, place: places[language], ids: [12345] }], 2)).parts,
          `${language} ${kind}`,
        ).toBe(1);
      }
    }
  });

  it('tell an alert that ended before its news went out as ended, in each language', () => {
    const ended = (language: 'en' | 'si' | 'ta', ids: number[]) =>
      notificationText(language, [{ kind: 'ALERT_ENDED', place: 'Kolonnawa', ids }], 2);
    expect(ended('en', [5])).toBe('Lanka Relief: alert #5 for Kolonnawa has ended.');
    expect(ended('en', [5, 6])).toBe('Lanka Relief: 2 alerts for Kolonnawa have ended.');
    expect(ended('si', [5])).toContain('අවසන්');
    expect(ended('ta', [5])).toContain('முடிந்தது');
  });

  it('cap a long batch at the parts allowed', () => {
    const groups = Array.from({ length: 30 }, (_, n) => ({
      kind: 'ALERT' as const,
      place: `Place number ${n}`,
      ids: [n + 1],
    }));
    expect(smsSize(notificationText('en', groups, 2)).parts).toBe(2);
  });
});
