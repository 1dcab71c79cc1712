import { describe, expect, it } from 'vitest';
import { editDistance, nearestByOneLetter, placeKey, placeKeys } from './name-matching.js';

const same = (a: string, b: string) => expect(placeKey(a), `${a} / ${b}`).toBe(placeKey(b));

describe('placeKey folds the usual romanisations of Sinhala and Tamil place names', () => {
  it('th/t, dh/d and the other aspirates', () => {
    same('Thissamaharama', 'Tissamaharama');
    same('Madhu', 'Madu');
    same('Khandy', 'Kandy');
    same('Ghalle', 'Galle');
    same('Phanadura', 'Panadura');
    same('Bhadulla', 'Badulla');
  });

  it('u/oo, w/v, vowel length aa/a and ee/i, doubled letters', () => {
    same('Poonakary', 'Punakary');
    same('Panwila', 'Panvila');
    same('Seethawaka', 'Sitawaka');
    same('Pottuvil', 'Pothuvil');
    same('Puthukkudiyiruppu', 'Puthukudiyiruppu');
    same('Kaaraitivu', 'Karaitivu');
  });

  it('Tamil dch/tch and ck', () => {
    same('Vadamaradchchi', 'Vadamarachchi');
    same('Dickwella', 'Dikwella');
  });

  it('"&" and "and", hyphens, spaces, case and a trailing DS / Division / Pradeshiya Sabha / district', () => {
    same('Town & Gravets', 'Town and Gravets');
    same('Manmunai South & Eruvil Pattu', 'manmunai south and eruvilpattu');
    same('Weli Oya', 'Welioya');
    same('Hali-Ela', 'Hali Ela');
    same('Seethawaka DS', 'Seethawaka');
    same('Seethawaka DS Division', 'Seethawaka');
    same('Seethawaka Division', 'Seethawaka');
    same('Seethawaka Pradeshiya Sabha', 'Seethawaka');
    same('Seethawaka Divisional Secretariat', 'Seethawaka');
    same('Gampaha District', 'Gampaha');
    same('Matara Four Gravets', 'Matara 4 Gravets');
  });

  it('drops bracketed parts, and answers them as keys of their own', () => {
    same('Islands South (Velanai)', 'Islands South');
    expect(placeKeys('Islands South (Velanai)')).toEqual([placeKey('Islands South'), placeKey('Velanai')]);
    expect(placeKeys('Kandy')).toEqual(['kandy']);
  });

  it('keeps different places apart', () => {
    expect(placeKey('Kuliyapitiya East')).not.toBe(placeKey('Kuliyapitiya West'));
    expect(placeKey('Vavuniya North')).not.toBe(placeKey('Vavuniya'));
    expect(placeKey('Kothmale East')).not.toBe(placeKey('Kothmale West'));
  });
});

describe('a one-letter slip', () => {
  const candidates = ['Madurawala', 'Matugama', 'Horowpathana', 'Maho'].map((n) => ({ key: placeKey(n), value: n }));

  it('counts edits', () => {
    expect(editDistance('maduravela', 'maduravala')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('matches the one candidate a letter away, never a short name or an ambiguous one', () => {
    expect(nearestByOneLetter(placeKey('Madurawela'), candidates)).toBe('Madurawala');
    expect(nearestByOneLetter(placeKey('Horowpothana'), candidates)).toBe('Horowpathana');
    expect(nearestByOneLetter(placeKey('Maha'), candidates)).toBeUndefined();
    expect(nearestByOneLetter(placeKey('Somewhere'), candidates)).toBeUndefined();
    const twins = [...candidates, { key: placeKey('Madurawola'), value: 'Madurawola' }];
    expect(nearestByOneLetter(placeKey('Madurawela'), twins)).toBeUndefined();
  });
});
