import { describe, expect, it } from 'vitest';
import { EXPORT_DATASETS } from './export-datasets.js';

/** HXL 1.1 hashtags: `#` and a name, then `+attributes`, all lower-case letters, digits and underscores. */
const HXL_TAG = /^#[a-z][a-z0-9_]*(\+[a-z][a-z0-9_]*)*$/u;

/** The entries of a select list: split at its commas outside parentheses and quotes. */
function selectEntries(select: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  [...select].forEach((char, at) => {
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    else if (!quoted && depth === 0 && char === ',') {
      entries.push(select.slice(start, at));
      start = at + 1;
    }
  });
  return [...entries, select.slice(start)];
}

/** The output name of each entry of a select list: its alias, else the column name. */
const selectedNames = (select: string) =>
  selectEntries(select).map((entry) =>
    entry
      .trim()
      .split(/\s+as\s+|\./u)
      .pop()!
      .trim(),
  );

describe('export datasets', () => {
  for (const dataset of Object.values(EXPORT_DATASETS)) {
    it(`${dataset.name}: the SQL selects exactly the columns, in order, each with a valid HXL hashtag`, () => {
      expect(selectedNames(dataset.select)).toEqual(dataset.columns.map((c) => c.header));
      for (const column of dataset.columns) expect(column.hxl).toMatch(HXL_TAG);
      expect(dataset.columns.map((c) => c.header).some((h) => h.includes('nic'))).toBe(false);
    });
  }

  it('the name reader sees aliases and table prefixes', () => {
    expect(selectedNames('t.id, d.name_en as district')).toEqual(['id', 'district']);
    expect(selectedNames(`t.id, to_char(t.at at time zone 'UTC', 'YYYY, MM') as at, t.x`)).toEqual(['id', 'at', 'x']);
  });
});
