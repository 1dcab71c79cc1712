import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision the project cites by number ("(D13)", "D13:", "(D10, D14)", "see D13", a range "D1–D25") must have
 * its record in docs/decisions, and every record must say what, why and what it replaced.
 */

const ROOT = join(import.meta.dirname, '..');
const RECORDS_DIR = join(ROOT, 'docs/decisions');
const SCANNED = ['api', 'web/src', 'shared', 'scripts', 'e2e', 'bench', 'migrations', 'docs'];
const SCANNED_FILES = ['README.md', 'ARCHITECTURE.md', 'CHANGELOG.md'];
/**
 * Not scanned: installed packages and build output; `web/src/generated` (codegen copies of the schema descriptions,
 * whose citations are checked where they are written); `bench/results` (run output, not tracked).
 */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'generated', 'results', 'test-results']);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.json',
  '.graphql',
  '.sql',
  '.css',
  '.html',
  '.yml',
  '.yaml',
  '.txt',
]);

/**
 * A citation: a capital D and a number from 1 to 39, standing alone. Capital only, so the chart library d3 and other
 * lower-case names never match; `\b` on both sides, so hex such as `0xD3` or `#D3D3D3` and codes such as `LK1103`
 * never match. A `#` right before it is a CSS colour (`#D3`), not a citation.
 */
const CITATION = /(?<!#)\bD([1-9]|[1-3][0-9])\b/g;
/** "D1–D25" cites every decision in between too. */
const RANGE = /(?<!#)\bD([1-9]|[1-3][0-9])\s*[–-]\s*D([1-9]|[1-3][0-9])\b/g;
const RECORD_NAME = /^D(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ['## What', '## Why', '## What it replaced'];

interface Citation {
  file: string;
  line: number;
  decision: number;
}

/** The decision numbers one line cites, ranges expanded. */
function citedIn(line: string): number[] {
  const cited = [...line.matchAll(CITATION)].map((m) => Number(m[1]));
  for (const range of line.matchAll(RANGE)) {
    for (let n = Number(range[1]) + 1; n < Number(range[2]); n++) cited.push(n);
  }
  return [...new Set(cited)];
}

/** Every citation in one text, with its line number. */
function citationsIn(file: string, text: string): Citation[] {
  return text
    .split('\n')
    .flatMap((line, index) => citedIn(line).map((decision) => ({ file, line: index + 1, decision })));
}

const isText = (path: string) => TEXT_EXTENSIONS.has(extname(path));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() && isText(path) ? [path] : [];
  });
}

function scannedFiles(): string[] {
  const files = SCANNED.flatMap((dir) => filesUnder(join(ROOT, dir)));
  return [...files, ...SCANNED_FILES.map((name) => join(ROOT, name)).filter((path) => statSync(path).isFile())];
}

/** The record files, by decision number. */
function numberedRecords(): Map<number, string[]> {
  const records = new Map<number, string[]>();
  for (const name of readdirSync(RECORDS_DIR)) {
    const match = RECORD_NAME.exec(name);
    if (match) records.set(Number(match[1]), [...(records.get(Number(match[1])) ?? []), name]);
  }
  return records;
}

/** Each citation whose decision has no record, as "file:line Dn". */
function unrecorded(citations: Citation[], recorded: ReadonlySet<number>): string[] {
  return citations.filter((c) => !recorded.has(c.decision)).map((c) => `${c.file}:${c.line} D${c.decision}`);
}

/** The sections a record lacks, as "file: ## Section". */
function missingSections(file: string, text: string): string[] {
  const headings = new Set(text.split('\n').map((line) => line.trimEnd()));
  return SECTIONS.filter((section) => !headings.has(section)).map((section) => `${file}: ${section}`);
}

describe('citations of decisions', () => {
  it('reads the forms the code uses, and ranges, but not colours, hex, codes or the d3 library', () => {
    expect(citedIn('/** The rule (D13). */')).toEqual([13]);
    expect(citedIn("it('from the session (D10, D14)', () => {")).toEqual([10, 14]);
    expect(citedIn('/** D23: a failed load is never shown as emptiness */')).toEqual([23]);
    expect(citedIn('(issue 15, D23) and see D7.')).toEqual([23, 7]);
    expect(citedIn('for the design decisions (D1–D25) the code refers to')).toHaveLength(25);
    expect(citedIn("color: #D3; background: #D3D3D3; const x = 0xD3; import * as d3 from 'd3'; LK1103")).toEqual([]);
  });

  it('names each file and line whose decision has no record', () => {
    const citations = citationsIn('api/src/example.ts', 'first line\nkept (D7) and (D13)\n');
    expect(unrecorded(citations, new Set([13]))).toEqual(['api/src/example.ts:2 D7']);
  });

  it('finds a record for every decision cited in the code and documents', () => {
    const recorded = new Set(numberedRecords().keys());
    const citations = scannedFiles().flatMap((path) => citationsIn(relative(ROOT, path), readFileSync(path, 'utf8')));
    expect(citations.length).toBeGreaterThan(100);
    expect(unrecorded(citations, recorded)).toEqual([]);
  });
});

describe('decision records', () => {
  const recordFiles = readdirSync(RECORDS_DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');

  it('numbers the records from D01 without gaps, one file per number', () => {
    const records = numberedRecords();
    const numbers = [...records.keys()].sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect([...records.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('gives every record its three sections: what, why and what it replaced', () => {
    const missing = recordFiles.flatMap((name) => missingSections(name, readFileSync(join(RECORDS_DIR, name), 'utf8')));
    expect(missing).toEqual([]);
  });

  it('lists every record in the index', () => {
    const index = readFileSync(join(RECORDS_DIR, 'README.md'), 'utf8');
    expect(recordFiles.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });

  it('reports a record without one of its sections', () => {
    expect(missingSections('D99-example.md', '# Title\n\n## What\n\ntext\n\n## Why\n')).toEqual([
      'D99-example.md: ## What it replaced',
    ]);
  });
});
