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
 * Places of the sample that are no DS division and that no reviewed source puts in one: the client's GPS point
 * (the town's coordinates here) decides.
 */
const TOWN_POINTS: Record<string, [number, number]> = {
  'Matale/Korale Pataha': [7.4675, 80.6234],
  'Nuwara Eliya/Kotmale': [7.0167, 80.6],
  'Galle/Udugama': [6.2167, 80.3333],
  'Kurunegala/Kuliyapitiya': [7.4688, 80.0401],
  'Kurunegala/Melsiripura': [7.65, 80.5],
  'Kurunegala/Hiriyala': [7.6, 80.3],
  'Kurunegala/Dodangaslanda': [7.5667, 80.5333],
  'Anuradhapura/Kalawewa': [7.99, 80.53],
  'Anuradhapura/Maradankadawala': [8.12, 80.57],
  'Ratnapura/Rakwana': [6.47, 80.6],
};

describe('every pair of the refused sample resolves (issue 11)', () => {
  it('has the 46 pairs of the sample', () => expect(samplePairs).toHaveLength(46));

  for (const [district, name] of samplePairs) {
    const key = `${district}/${name}`;
    const point = TOWN_POINTS[key];
    it(`${key}${point ? ' with its coordinates' : ''}`, () => {
      const place = geo.resolvePlace(district, name, point ? { latitude: point[0], longitude: point[1] } : undefined);
      expect(place.errors).toEqual({});
      expect(place.ds?.districtCode).toBe(place.district?.code);
      if (point) {
        expect(place.resolvedBy).toBe(PlaceResolvedBy.COORDINATES);
        expect(place.district?.name.en).toBe(district);
      } else expect([PlaceResolvedBy.NAME, PlaceResolvedBy.ALIAS]).toContain(place.resolvedBy);
    });
  }

  it('the points are needed: without them those names are still refused, never guessed', () => {
    for (const key of Object.keys(TOWN_POINTS)) {
      const [district, name] = key.split('/') as [string, string];
      expect(geo.resolvePlace(district, name).errors, key).toEqual({ dsDivision: 'DS_REQUIRED' });
    }
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
  it('takes a DS name unique in the country with its own district, but never a P-code of another district', () => {
    expect(geo.resolvePlace('Kurunegala', 'Pallama')).toMatchObject({
      district: { name: { en: 'Puttalam' } },
      ds: { name: { en: 'Pallama' } },
      resolvedBy: 'NAME',
    });
    expect(geo.resolvePlace('LK11', 'LK2130').errors).toEqual({ dsDivision: 'DS_REQUIRED' });
  });
});
