import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { DsDivision } from './geography.entity.js';
import { loadGeography } from './geography.loader.js';

const db = useTestDatabase();
const api = useTestServer(db);

describe('geography over GraphQL', () => {
  it('lists 25 districts with their DS divisions', async () => {
    const result = await api.gql<{ districts: { code: string; dsDivisions: { code: string }[] }[] }>(
      '{ districts { code dsDivisions { code } } }',
    );
    expect(result.data?.districts).toHaveLength(25);
    expect(result.data?.districts.reduce((n, d) => n + d.dsDivisions.length, 0)).toBe(339);
  });

  it('lists the DS divisions of one district by its P-code (a name is refused: placeByName finds codes)', async () => {
    const result = await api.gql<{ dsDivisions: { name: string }[] }>('{ dsDivisions(district: "LK11") { name } }');
    expect(result.data?.dsDivisions.map((d) => d.name)).toContain('Kolonnawa');
    expect(errorCode(await api.gql('{ dsDivisions(district: "LK99") { name } }'))).toBe('UNKNOWN_DISTRICT');
    const named = await api.gql('{ dsDivisions(district: "Colombo") { name } }');
    expect(named.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageCode: 'PLACE_CODE_REQUIRED' });
  });

  it('locates Colombo Fort, and refuses the open sea with OUTSIDE_SRI_LANKA', async () => {
    const fort = await api.gql<{ locate: { district: { name: string }; method: string } }>(
      '{ locate(latitude: 6.9344, longitude: 79.8428) { district { name } method } }',
    );
    expect(fort.data?.locate).toEqual({ district: { name: 'Colombo' }, method: 'POLYGON' });
    const sea = await api.gql('{ locate(latitude: 7.0, longitude: 79.0) { method } }');
    expect(errorCode(sea)).toBe('OUTSIDE_SRI_LANKA');
  });
});

describe('map outline over GraphQL', () => {
  it('draws the district outlines at the home map zoom as one SVG path, and refuses street-level zooms', async () => {
    const result = await api.gql<{ mapOutline: { zoom: number; path: string } }>(
      '{ mapOutline(zoom: 8) { zoom path } }',
    );
    const path = result.data!.mapOutline.path;
    expect(result.data?.mapOutline.zoom).toBe(8);
    expect(path.match(/M\d+ \d+l/g)!.length).toBeGreaterThanOrEqual(25);
    expect(path.length).toBeLessThan(40_000);
    expect(errorCode(await api.gql('{ mapOutline(zoom: 15) { path } }'))).toBe('BAD_USER_INPUT');
  });
});

describe('geography loader', () => {
  it('is idempotent and keeps office contacts', async () => {
    const em = db.orm.em.fork();
    await em.nativeUpdate(DsDivision, { code: 'LK1109' }, { officeContact: '0112345678' });
    const counts = await loadGeography(db.orm.em.fork());
    expect(counts).toEqual({ districts: 25, dsDivisions: 339 });
    const again = await loadGeography(db.orm.em.fork());
    expect(again).toEqual({ districts: 25, dsDivisions: 339 });
    expect((await db.orm.em.fork().findOneOrFail(DsDivision, { code: 'LK1109' })).officeContact).toBe('0112345678');
  });
});
