import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ExportRow } from './export-columns.js';
import { EXPORT_DATASETS } from './export-datasets.js';
import { exportStream } from './export-writers.js';

const dataset = EXPORT_DATASETS['aid-requests']!;
const row = (id: number, description: string): ExportRow => ({
  id,
  request_type: 'EMERGENCY',
  status: 'PENDING',
  created_at: new Date('2026-11-24T01:02:03Z'),
  needed_at: null,
  full_name: 'සුනිල් பெரேரா',
  contact_no: '0771234567',
  family_size: 4,
  type_of_support: 'Food',
  description,
  province: 'Central',
  district_code: 'LK21',
  district: 'Kandy',
  ds_division_code: 'LK2130',
  ds_division: 'Kandy Four Gravets',
  latitude: 7.29,
  longitude: 80.63,
});

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- csv-parse types records as unknown without a columns option
const csvRows = (body: string) => parse(body, { bom: true }) as string[][];

async function* from(batches: ExportRow[][]) {
  yield* batches;
}

async function text(format: 'csv' | 'hxl.csv' | 'geojson', batches: ExportRow[][]): Promise<string> {
  let out = '';
  await pipeline(
    exportStream(format, dataset, from(batches)),
    new Writable({ write: (chunk: Buffer, _e, done) => ((out += chunk.toString()), done()) }),
  );
  return out;
}

describe('export writers', () => {
  const batches = [[row(1, 'water, "lots" of it'), row(2, 'plain')], [], [row(3, 'three')]];

  it('writes CSV with a BOM, the header (and the HXL row), every row once, quoted where needed', async () => {
    const csv = await text('hxl.csv', batches);
    expect(csv.startsWith('\ufeffid,')).toBe(true);
    const rows = csvRows(csv);
    expect(rows[0]).toEqual(dataset.columns.map((c) => c.header));
    expect(rows[1]).toEqual(dataset.columns.map((c) => c.hxl));
    expect(rows.slice(2).map((r) => r[0])).toEqual(['1', '2', '3']);
    expect(rows[2]![dataset.columns.findIndex((c) => c.header === 'description')]).toBe('water, "lots" of it');
    expect(rows[2]![dataset.columns.findIndex((c) => c.header === 'created_at')]).toBe('2026-11-24T01:02:03.000Z');
    expect(rows[2]![dataset.columns.findIndex((c) => c.header === 'full_name')]).toBe('සුනිල් பெரேரா');
    expect(csvRows(await text('csv', []))).toHaveLength(1);
  });

  it('writes a text cell a spreadsheet would run as a formula with a leading apostrophe, numbers as they are', async () => {
    const formulas = ['=HYPERLINK("http://example.org","help")', '+94 77 123', '-1', '@SUM(A1)', 'plain'];
    const rows = csvRows(await text('csv', [formulas.map((d, i) => ({ ...row(i + 1, d), family_size: -i }))]));
    const at = (header: string) => dataset.columns.findIndex((c) => c.header === header);
    expect(rows.slice(1).map((r) => r[at('description')])).toEqual([
      `'=HYPERLINK("http://example.org","help")`,
      "'+94 77 123",
      "'-1",
      "'@SUM(A1)",
      'plain',
    ]);
    expect(rows.slice(1).map((r) => r[at('family_size')])).toEqual(['0', '-1', '-2', '-3', '-4']);
  });

  it('writes a GeoJSON FeatureCollection of points, across batches and empty ones', async () => {
    const collection = JSON.parse(await text('geojson', batches)) as {
      features: { geometry: { coordinates: number[] }; properties: { id: number } }[];
    };
    expect(collection.features.map((f) => f.properties.id)).toEqual([1, 2, 3]);
    expect(collection.features[0]!.geometry.coordinates).toEqual([80.63, 7.29]);
    expect(JSON.parse(await text('geojson', []))).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it('reads no further than the client takes (backpressure), and stops reading when the client goes away', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          pulled++;
          yield [row(pulled, 'x'.repeat(1000))];
        }
      } finally {
        closed = true;
      }
    }
    // A client that takes one chunk and then never reads again.
    const stalled = new Writable({ highWaterMark: 1, write: () => undefined });
    const done = pipeline(exportStream('csv', dataset, endless()), stalled);
    await new Promise((r) => setTimeout(r, 100));
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(5);
    stalled.destroy();
    await expect(done).rejects.toThrow();
    expect(closed).toBe(true);
  });
});
