import { describe, expect, it } from 'vitest';
import { closesOngoingIntoPending, foldedDescription, mergeSurvivor, nameKey } from './duplicate-rules.js';

describe('nameKey', () => {
  it('gives one key to a name written in English, Sinhala and Tamil', () => {
    expect(nameKey('සුනිල් ප්‍රනාන්දු')).toBe(nameKey('Sunil Fernando'));
    const keys = ['Nimal Perera', 'NIMAL PEREIRA', 'Perera, Nimal', 'නිමල් පෙරේරා', 'நிமல் பெரேரா'].map(nameKey);
    expect(new Set(keys)).toEqual(new Set(['nml prr']));
  });

  it('tells different names apart', () => {
    expect(nameKey('Kamal Silva')).not.toBe(nameKey('Nimal Perera'));
    expect(nameKey('කමල් සිල්වා')).toBe(nameKey('Kamal Silva'));
  });

  it('answers null for a name without letters', () => {
    expect(nameKey('  ')).toBeNull();
    expect(nameKey(null)).toBeNull();
  });
});

describe('foldedDescription', () => {
  it('folds case and punctuation', () => {
    expect(foldedDescription('Roof  gone, need TARPS!')).toBe('roof gone need tarps');
  });
});

describe('mergeSurvivor', () => {
  it('keeps an ongoing request over a pending one, else the earlier', () => {
    const pendingEarly = { id: '3', status: 'PENDING' };
    const ongoingLate = { id: '9', status: 'APPROVED' };
    const pendingLate = { id: '7', status: 'PENDING' };
    expect(mergeSurvivor(pendingEarly, ongoingLate)).toBe(ongoingLate);
    expect(mergeSurvivor(ongoingLate, pendingEarly)).toBe(ongoingLate);
    expect(mergeSurvivor(pendingLate, pendingEarly)).toBe(pendingEarly);
  });
});

describe('closesOngoingIntoPending', () => {
  it('is true only for an ongoing request closed into a pending one', () => {
    const ongoing = { status: 'APPROVED' };
    const pending = { status: 'PENDING' };
    expect(closesOngoingIntoPending(ongoing, pending)).toBe(true);
    expect(closesOngoingIntoPending(pending, ongoing)).toBe(false);
    expect(closesOngoingIntoPending(ongoing, { status: 'APPROVED' })).toBe(false);
    expect(closesOngoingIntoPending(pending, { status: 'PENDING' })).toBe(false);
  });

  it('never holds between a merge survivor and the request closed into it', () => {
    const statuses = ['PENDING', 'APPROVED'];
    for (const [i, first] of statuses.entries())
      for (const second of statuses) {
        const a = { id: String(i + 1), status: first };
        const b = { id: '9', status: second };
        const survivor = mergeSurvivor(a, b);
        const closed = survivor === a ? b : a;
        expect(closesOngoingIntoPending(closed, survivor)).toBe(false);
      }
  });
});
