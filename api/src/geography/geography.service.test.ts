import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors/errors.js';
import { GeographyService } from './geography.service.js';

const geo = GeographyService.instance();
const reviewed = JSON.parse(readFileSync(new URL('./data/reviewed-names.json', import.meta.url), 'utf8')) as {
  names: { pcode: string; lang: 'si' | 'ta'; name: string; source: string }[];
};

describe('reference geography', () => {
  it('has all 25 districts and 339 DS divisions, keyed by OCHA P-codes', () => {
    expect(geo.districts).toHaveLength(25);
    expect(geo.dsDivisions).toHaveLength(339);
    expect(geo.districts.every((d) => /^LK\d{2}$/.test(d.code))).toBe(true);
    expect(geo.dsDivisions.every((d) => /^LK\d{4}$/.test(d.code) && d.code.startsWith(d.districtCode))).toBe(true);
  });

  it('keeps the OCHA codes of the ten re-coded 2019 divisions (LK2309 is Nildandahinna, not Walapane)', () => {
    expect(geo.findDsDivision('LK2309')?.name.en).toBe('Nildandahinna');
    expect(geo.findDsDivision('LK2324')?.name.en).toBe('Walapane');
    expect(geo.findDsDivision('LK9154')?.name.en).toBe('Kalthota');
  });

  it('counts the DS divisions of each district as the source does', () => {
    expect(geo.dsDivisionsOf('LK11')).toHaveLength(13);
    expect(geo.dsDivisionsOf('LK61')).toHaveLength(30);
    expect(geo.dsDivisionsOf('Nuwara Eliya')).toHaveLength(10);
  });

  it('answers the reviewed Sinhala and Tamil names (D25) and strips "district" from district names', () => {
    expect(geo.findDsDivision('LK2130')?.name.ta).toBe('கங்கவட்ட கோரளை'); // the source gave the town (Kandy)
    expect(geo.findDsDivision('LK4103')?.name.ta).toBe('ஊர்காவற்றுறை'); // Islands North (Kayts)
    expect(geo.findDsDivision('LK1124')?.name.si).toBe('ශ්\u200Dරී ජයවර්ධනපුර කෝට්ටේ'); // cut short by the source
    expect(geo.findDsDivision('LK3139')?.name.ta).toBe('காலி'); // Galle 4 Gravets: the source's HQ town
    expect(geo.findDsDivision('LK3242')?.name.ta).toBe('மாத்தறை'); // Matara Four Gravets: the source's HQ town
    expect(geo.findDistrict('LK13')?.name.si).toBe('කළුතර'); // the source's කඵතර is a legacy-font artefact
    expect(geo.findDsDivision('LK1321')?.name.si).toBe('කළුතර');
    expect(geo.findDsDivision('LK2303')?.name.ta).toBe('கொத்மலை கிழக்கு'); // the source gave only Kothmale
    expect(geo.findDsDivision('LK1103')?.name.si).toBe('කොළඹ');
    expect(geo.findDistrict('LK12')?.name.si).toBe('ගම්පහ');
  });

  it('spells a DS division named like its district as the district in Sinhala and Tamil', () => {
    const differing = geo.dsDivisions.flatMap((ds) => {
      const district = geo.findDistrict(ds.districtCode)!;
      if (ds.name.en !== district.name.en) return [];
      return (['si', 'ta'] as const)
        .filter((language) => ds.name[language] !== district.name[language])
        .map((language) => `${ds.code} ${language}: ${ds.name[language]} / ${district.name[language]}`);
    });
    expect(differing).toEqual([]);
  });

  it('uses every reviewed name as decided, each with where it came from', () => {
    const misplaced = reviewed.names.filter(
      (r) => !r.source.trim() || (geo.findDsDivision(r.pcode) ?? geo.findDistrict(r.pcode))?.name[r.lang] !== r.name,
    );
    expect(misplaced).toEqual([]);
    expect(reviewed.names.length).toBeGreaterThan(60);
  });
});

describe('locate', () => {
  it('places Colombo Fort in Colombo district', () => {
    const found = geo.locate(6.9344, 79.8428);
    expect(found.district.name.en).toBe('Colombo');
    expect(found.method).toBe('POLYGON');
  });

  it('places Kandy town in Kandy district', () => {
    const found = geo.locate(7.2906, 80.6337);
    expect(found.district.name.en).toBe('Kandy');
    expect(found.dsDivision.name.en).toBe('Gangawata Korale');
  });

  it('answers the nearest DS for a point in Negombo lagoon, which no polygon covers', () => {
    const found = geo.locate(7.165, 79.845);
    expect(found.method).toBe('NEAREST');
    expect(found.district.name.en).toBe('Gampaha');
  });

  it('refuses a point in the sea far off the coast', () => {
    expect(() => geo.locate(7.0, 79.0)).toThrowError(AppError);
    expect(() => geo.locate(7.0, 79.0)).toThrowError('This location is outside Sri Lanka.');
    expect(() => geo.locate(5.0, 80.5)).toThrowError(/outside Sri Lanka/);
  });

  it('refuses impossible coordinates as bad input', () => {
    expect(() => geo.locate(95, 80)).toThrowError(expect.objectContaining({ code: 'BAD_USER_INPUT' }) as Error);
  });

  it('puts nearly every DS representative point in its own DS', () => {
    const misplaced = geo.dsDivisions.filter(
      (ds) => geo.locate(ds.centroid[0], ds.centroid[1]).dsDivision.code !== ds.code,
    );
    expect(misplaced.length).toBeLessThanOrEqual(3);
  });
});

describe('name matching (D1)', () => {
  it('matches district names trimmed, case-insensitively, with or without "district"', () => {
    expect(geo.findDistrict('  gampaha district ')?.code).toBe('LK12');
    expect(geo.findDistrict('NUWARA ELIYA')?.code).toBe('LK23');
    expect(geo.findDistrict('Moneragala')?.code).toBe('LK82');
    expect(geo.findDistrict('Atlantis')).toBeUndefined();
  });

  it('matches DS names within a district, including everyday spellings', () => {
    expect(geo.findDsDivision('Kamburupitiya', 'LK32')?.name.en).toBe('Kaburupitiya');
    expect(geo.findDsDivision('ja-ela', 'LK12')?.name.en).toBe('Ja Ela');
    expect(geo.findDsDivision('Kataragama', 'LK82')?.name.en).toBe('Katharagama');
  });

  it('refuses a DS that lies in another district', () => {
    expect(() => geo.requireDsDivision('LK1103', 'LK21')).toThrowError(
      expect.objectContaining({ code: 'DS_NOT_IN_DISTRICT' }) as Error,
    );
  });

  it('falls back to the DS centroid, then the district centroid, for coordinates (D10)', () => {
    const ds = geo.fallbackCoordinates('LK11', 'LK1103');
    expect(ds.latitude).toBeCloseTo(6.947, 2);
    const district = geo.fallbackCoordinates('LK11');
    expect(district.latitude).toBeCloseTo(6.848, 2);
  });
});
