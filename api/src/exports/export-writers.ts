import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { cell, type ExportRow } from './export-columns.js';
import type { ExportDataset, ExportFormat } from './export-datasets.js';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  'hxl.csv': 'text/csv; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
};

/**
 * RFC 4180 lines, each ended by "\n". A text cell that a spreadsheet would run as a formula (=, +, -, @, a tab or a
 * carriage return first) is written with a leading apostrophe: names and descriptions come from the public, and the
 * officers open these files in spreadsheets (OWASP, "CSV injection"). Papa Parse allocates about a third of what
 * csv-stringify did per row (17 KB a row in a 1,000,000-row export, most of the server's garbage; bench/exports.ts).
 */
const CSV_LINES: Papa.UnparseConfig = { header: false, newline: '\n', escapeFormulae: true };
const csvLines = (rows: unknown[][]) => `${Papa.unparse(rows, CSV_LINES)}\n`;

async function* csvText(
  dataset: ExportDataset,
  batches: AsyncIterable<ExportRow[]>,
  hxl: boolean,
): AsyncGenerator<string> {
  const head = [dataset.columns.map((c) => c.header)];
  // HXL: the hashtag row sits right under the header row (HXL 1.1, "Hashtag row").
  if (hxl) head.push(dataset.columns.map((c) => c.hxl));
  // A BOM so that spreadsheet programs read the Sinhala and Tamil names as UTF-8.
  yield `\ufeff${csvLines(head)}`;
  for await (const rows of batches)
    if (rows.length) yield csvLines(rows.map((row) => dataset.columns.map((c) => cell(row, c))));
}

function feature(dataset: ExportDataset, row: ExportRow): string {
  // Filled in a loop: an entry array per column made most of a GeoJSON export's garbage.
  const properties: Record<string, unknown> = {};
  for (const column of dataset.columns) properties[column.header] = cell(row, column);
  const geometry = dataset.located ? { type: 'Point', coordinates: [row.longitude, row.latitude] } : null;
  return JSON.stringify({ type: 'Feature', geometry, properties });
}

async function* geoJsonText(dataset: ExportDataset, batches: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    yield `${first ? '' : ','}\n${rows.map((row) => feature(dataset, row)).join(',\n')}`;
    first = false;
  }
  yield '\n]}\n';
}

/**
 * The export as one stream for `pipeline()`, which pulls a batch only when the client has taken the previous ones
 * (backpressure end to end) and closes the database cursor when the client goes away. One text chunk per batch of
 * rows, not one per row: a per-row chunk made a Buffer per row, and a million of them held tens of MB outside the V8
 * heap until a collection (bench/exports.ts). At most one chunk waits in the stream (highWaterMark 1).
 */
export function exportStream(
  format: ExportFormat,
  dataset: ExportDataset,
  batches: AsyncIterable<ExportRow[]>,
): Readable {
  const text = format === 'geojson' ? geoJsonText(dataset, batches) : csvText(dataset, batches, format === 'hxl.csv');
  return Readable.from(text, { highWaterMark: 1 });
}
