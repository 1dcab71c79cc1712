import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nicError, readNic, storedNic } from './nic-numbers.js';
import { localPhone, nationalPhone, phoneError, readPhone, senderPhone } from './phone-numbers.js';
import { isRefusal, NIC_SPELLINGS, PHONE_SPELLINGS } from './written-numbers.examples.js';

const answerOf = (reading: { national: string } | { nic: string } | { error: string }): string =>
  'error' in reading ? reading.error : 'national' in reading ? reading.national : reading.nic;

describe('phone numbers as people write them', () => {
  it('holds at least 30 spellings, valid and refused', () => {
    expect(PHONE_SPELLINGS.length).toBeGreaterThanOrEqual(30);
    expect(PHONE_SPELLINGS.filter(([, answer]) => isRefusal(answer)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(PHONE_SPELLINGS)('reads %j as %s', (written, answer) => {
    expect(answerOf(readPhone(written))).toBe(answer);
    expect(phoneError(written)).toBe(isRefusal(answer) ? answer : null);
  });

  it('never cuts a number: a digit more is refused, not dropped (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^7[0-9]{8}$/), fc.integer({ min: 0, max: 9 }), (nine, extra) => {
        expect(readPhone(`0${nine}`)).toEqual({ national: `0${nine}` });
        expect(readPhone(`+94 ${nine}${extra}`)).toEqual({ error: 'PHONE_TOO_LONG' });
        expect(readPhone(`0${nine}${extra}`)).toEqual({ error: 'PHONE_TOO_LONG' });
      }),
    );
  });

  it('stores the national form, and leaves a text that is no number as it is for its error to name', () => {
    expect(nationalPhone('+94 77 123 4567')).toBe('0771234567');
    expect(nationalPhone('abc')).toBe('abc');
  });
});

describe("SMS senders' numbers", () => {
  it.each([
    ['+94771234567', '+94771234567'],
    ['94771234567', '+94771234567'],
    ['0094 77 123 4567', '+94771234567'],
    ['077-123 4567', '+94771234567'],
    ['771234567', '+94771234567'],
    ['tel:94771234567', '+94771234567'],
    ['+14158675310', '+14158675310'],
    ['14158675310', '+14158675310'],
    ['+947712345678', null],
    ['12345', null],
    ['hello', null],
  ])('%s is %s', (raw, sender) => {
    expect(senderPhone(raw)).toBe(sender);
  });

  it('folds every spelling the forms accept to the one the forms store (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PHONE_SPELLINGS.filter(([, answer]) => !isRefusal(answer))),
        ([written, national]) => {
          expect(localPhone(senderPhone(written)!)).toBe(national);
        },
      ),
    );
  });

  it('has no local form outside Sri Lanka', () => {
    expect(localPhone('+14158675310')).toBeNull();
  });
});

describe('NIC numbers as issued', () => {
  it('holds at least 30 spellings, valid and refused', () => {
    expect(NIC_SPELLINGS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(NIC_SPELLINGS)('reads %j as %s', (written, answer) => {
    expect(answerOf(readNic(written))).toBe(answer);
    expect(storedNic(written)).toBe(isRefusal(answer) ? null : answer);
  });

  it('refuses a birth year still to come', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(nicError('202612312345', true, now)).toBeNull();
    expect(nicError('202712312345', true, now)).toBe('NIC_BIRTH_DATE');
  });

  it('lets an optional NIC be left out, but not be wrong', () => {
    expect(nicError('', false)).toBeNull();
    expect(nicError('ABCDEFGHIJ', false)).toBe('NIC_FORMAT');
  });
});
