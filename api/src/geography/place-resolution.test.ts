import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GeographyService } from './geography.service.js';
import { PlaceNames, placeAliases, PlaceResolvedBy } from './place-names.js';

const geo = GeographyService.instance();

const samplePairs = readFileSync(new URL('./fixtures/place-name-variants-sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('/') as [string, string]);

/**
 * Places of the sample that are no DS division and no reviewed alias: the gazetteer's GN divisions and villages place
 * them, or find the name in several DS divisions (an older name of a split division), never guessed.
 */
const BY_GAZETTEER: Record<string, { ds: string; by: PlaceResolvedBy } | { ambiguous: string[] }> = {
  'Galle/Udugama': { ds: 'Nagoda', by: PlaceResolvedBy.GN_DIVISION },
  'Kurunegala/Kuliyapitiya': { ds: 'Kuliyapitiya West', by: PlaceResolvedBy.GN_DIVISION },
  'Kurunegala/Hiriyala': { ds: 'Polpitigama', by: PlaceResolvedBy.VILLAGE },
  'Kurunegala/Dodangaslanda': { ds: 'Rideegama', by: PlaceResolvedBy.VILLAGE },
  'Anuradhapura/Kalawewa': { ds: 'Ipalogama', by: PlaceResolvedBy.GN_DIVISION },
  'Ratnapura/Rakwana': { ds: 'Godakawela', by: PlaceResolvedBy.GN_DIVISION },
  'Nuwara Eliya/Kotmale': { ambiguous: ['Kothmale East', 'Kothmale West'] },
  // Spellings a letter from their DS division's name, and a GN division's own name in that division.
  'Anuradhapura/Horowpothana': { ds: 'Horowpathana', by: PlaceResolvedBy.GN_DIVISION },
  'Polonnaruwa/Hingurakgoda': { ds: 'Higurakgoda', by: PlaceResolvedBy.GN_DIVISION },
  'Badulla/Kandaketiya': { ds: 'Kandeketiya', by: PlaceResolvedBy.GN_DIVISION },
  'Ratnapura/Opanayaka': { ds: 'Opanayake', by: PlaceResolvedBy.GN_DIVISION },
  'Kegalle/Bulathkohupitiya': { ds: 'Bulathkohipitiya', by: PlaceResolvedBy.GN_DIVISION },
};

describe('every pair of the refused sample is accepted', () => {
  it('has the 46 pairs of the sample', () => expect(samplePairs).toHaveLength(46));

  for (const [district, name] of samplePairs) {
    const key = `${district}/${name}`;
    const expected = BY_GAZETTEER[key];
    it(`${key}${expected ? ' (the gazetteer)' : ''}`, () => {
      const place = geo.resolvePlace(district, name);
      if (expected && 'ambiguous' in expected) {
        expect(place.errors).toEqual({ dsDivision: 'DS_REQUIRED' });
        expect(place.ambiguous?.map((ds) => ds.name.en)).toEqual(expected.ambiguous);
        return;
      }
      expect(place.errors).toEqual({});
      expect(place.ds?.districtCode).toBe(place.district?.code);
      if (expected) expect([place.ds?.name.en, place.resolvedBy]).toEqual([expected.ds, expected.by]);
      else expect([PlaceResolvedBy.NAME, PlaceResolvedBy.ALIAS]).toContain(place.resolvedBy);
    });
  }

  it('lets a point decide over a gazetteer name of another DS division of the district', () => {
    const place = geo.resolvePlace('Kurunegala', 'Hiriyala', { latitude: 7.6, longitude: 80.3 });
    expect([place.ds?.name.en, place.resolvedBy]).toEqual(['Maspotha', PlaceResolvedBy.COORDINATES]);
  });
});

describe('resolvePlace', () => {
  it('reads official names and codes as NAME, aliases as ALIAS', () => {
    expect(geo.resolvePlace('Colombo', 'Dehiwala')).toMatchObject({ ds: { code: 'LK1130' }, resolvedBy: 'NAME' });
    expect(geo.resolvePlace('LK11', 'LK1130')).toMatchObject({ ds: { name: { en: 'Dehiwala' } }, resolvedBy: 'NAME' });
    expect(geo.resolvePlace('Colombo', 'Dehiwala-Mount Lavinia')).toMatchObject({
      ds: { name: { en: 'Dehiwala' } },
      resolvedBy: 'ALIAS',
    });
    expect(geo.resolvePlace('Kandy', 'Kandy')).toMatchObject({
      ds: { name: { en: 'Gangawata Korale' } },
      resolvedBy: 'ALIAS',
    });
  });

  it('still requires a district and a DS when neither names nor coordinates give one', () => {
    expect(geo.resolvePlace('', '').errors).toEqual({ district: 'DISTRICT_REQUIRED' });
    expect(geo.resolvePlace('Atlantis', 'Nowhere').errors).toEqual({ district: 'DISTRICT_UNKNOWN' });
    expect(geo.resolvePlace('Colombo', 'Nowhere at all').errors).toEqual({ dsDivision: 'DS_REQUIRED' });
    expect(geo.resolvePlace('Colombo', '').errors).toEqual({ dsDivision: 'DS_REQUIRED' });
  });

  it('takes the place from the point when the name does not resolve', () => {
    const place = geo.resolvePlace('Kandy', 'Somewhere', { latitude: 7.2906, longitude: 80.6337 });
    expect(place).toMatchObject({ ds: { name: { en: 'Gangawata Korale' } }, resolvedBy: 'COORDINATES', errors: {} });
    expect(geo.resolvePlace('', '', { latitude: 7.2906, longitude: 80.6337 })).toMatchObject({
      district: { name: { en: 'Kandy' } },
      resolvedBy: 'COORDINATES',
    });
  });

  it('lets the point win over a name of another DS of the same district', () => {
    const place = geo.resolvePlace('Kandy', 'Gampola', { latitude: 7.2906, longitude: 80.6337 });
    expect(place).toMatchObject({ ds: { name: { en: 'Gangawata Korale' } }, resolvedBy: 'COORDINATES' });
  });

  it('keeps the name when the point agrees with it', () => {
    const place = geo.resolvePlace('Kandy', 'Gangawata Korale', { latitude: 7.2906, longitude: 80.6337 });
    expect(place).toMatchObject({ ds: { name: { en: 'Gangawata Korale' } }, resolvedBy: 'NAME' });
  });

  it('refuses a point in another district, saying which', () => {
    expect(() => geo.resolvePlace('Colombo', 'Avissawella', { latitude: 7.2906, longitude: 80.6337 })).toThrowError(
      'The location sent is in Kandy district, not in Colombo district: choose the district and divisional secretariat of that location.',
    );
    expect(() => geo.resolvePlace('Colombo', 'Nowhere', { latitude: 7.2906, longitude: 80.6337 })).toThrowError(
      /in Kandy district, not in Colombo/,
    );
  });

  it('ignores a point off the island and keeps to the name', () => {
    expect(geo.resolvePlace('Colombo', 'Dehiwala', { latitude: 7, longitude: 79 })).toMatchObject({
      resolvedBy: 'NAME',
      errors: {},
    });
    expect(geo.resolvePlace('Colombo', 'Nowhere', { latitude: 7, longitude: 79 }).errors).toEqual({
      dsDivision: 'DS_REQUIRED',
    });
  });

  it('reads every official name of every district, and each alone when unique in the country', () => {
    for (const ds of geo.dsDivisions) {
      const district = geo.district(ds.districtCode);
      expect(geo.resolvePlace(district.name.en, ds.name.en).ds?.code, ds.name.en).toBe(ds.code);
      expect(geo.resolvePlace(district.name.en, ds.name.en.toUpperCase().replace(/ /g, '-')).ds?.code, ds.name.en).toBe(
        ds.code,
      );
    }
  });
});

describe('the reviewed alias table', () => {
  it('gives each alias a source and a DS division that exists', () => {
    const aliases = placeAliases();
    expect(aliases.length).toBeGreaterThan(20);
    for (const alias of aliases) expect(alias.source.length, alias.alias).toBeGreaterThan(10);
    expect(() => new PlaceNames(geo.districts, geo.dsDivisions, aliases)).not.toThrow();
  });

  it('refuses an alias naming a DS that does not exist', () => {
    expect(
      () =>
        new PlaceNames(geo.districts, geo.dsDivisions, [
          { alias: 'X', district: 'Colombo', dsDivision: 'Nowhere', source: 'test' },
        ]),
    ).toThrowError(/names no DS division/);
  });
});

describe('names filed under the wrong district', () => {
  it("takes the old client's known slips and a DS name unique in the country, but never a P-code of another district", () => {
    expect(geo.resolvePlace('Ampara', 'Chenkalady')).toMatchObject({ district: { name: { en: 'Batticaloa' } } });
    expect(geo.resolvePlace('Kurunegala', 'Pallama')).toMatchObject({
      district: { name: { en: 'Puttalam' } },
      ds: { name: { en: 'Pallama' } },
      resolvedBy: 'ALIAS',
    });
    expect(geo.resolvePlace('LK11', 'LK2130').errors).toEqual({ dsDivision: 'DS_REQUIRED' });
  });
});
