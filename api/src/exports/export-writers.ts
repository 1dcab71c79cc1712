import { Readable, type Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { cell, type ExportRow } from './export-columns.js';
import type { ExportDataset, ExportFormat } from './export-datasets.js';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  'hxl.csv': 'text/csv; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

async function* csvRecords(dataset: ExportDataset, rows: AsyncIterable<ExportRow>, hxl: boolean): AsyncGenerator<unknown[]> {
  yield dataset.columns.map((c) => c.header);
  // HXL: the hashtag row sits right under the header row (HXL 1.1, "Hashtag row").
  if (hxl) yield dataset.columns.map((c) => c.hxl);
  for await (const row of rows) yield dataset.columns.map((c) => cell(row, c));
}

async function* geoJsonText(dataset: ExportDataset, rows: AsyncIterable<ExportRow>): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const row of rows) {
    const properties = Object.fromEntries(dataset.columns.map((c) => [c.header, cell(row, c)]));
    const geometry = dataset.located ? { type: 'Point', coordinates: [row.longitude, row.latitude] } : null;
    yield `${first ? '' : ','}\n${JSON.stringify({ type: 'Feature', geometry, properties })}`;
    first = false;
  }
  yield '\n]}\n';
}

/**
 * The export as stream steps for `pipeline()`, which pulls rows only as fast as the client reads (backpressure end to
 * end) and closes the database cursor when the client goes away.
 */
export function exportSteps(format: ExportFormat, dataset: ExportDataset, rows: AsyncIterable<ExportRow>): [Readable] | [Readable, Transform] {
  if (format === 'geojson') return [Readable.from(geoJsonText(dataset, rows))];
  // A BOM so that spreadsheet programs read the Sinhala and Tamil names as UTF-8.
  return [Readable.from(csvRecords(dataset, rows, format === 'hxl.csv')), stringify({ bom: true })];
}
