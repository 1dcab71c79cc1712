import pg from 'pg';
import Cursor from 'pg-cursor';
import type { RequestContext } from '../core/context/context.js';
import { authorize, can, workArea } from '../core/policy/policy.js';
import type { ExportRow } from './export-columns.js';
import {
  EXPORT_DATASETS,
  EXPORT_FORMATS,
  withoutContacts,
  type ExportDataset,
  type ExportFormat,
} from './export-datasets.js';
import { ExportErrors } from './exports.errors.js';
import { ExportAbilities } from './exports.policy.js';

export interface ExportRequest {
  dataset: string;
  format: string;
  status?: string;
  /** Days in Sri Lanka, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

export interface ExportPlan {
  dataset: ExportDataset;
  format: ExportFormat;
  fileName: string;
  sql: string;
  params: unknown[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * Rows fetched per round trip of the cursor, and written as one chunk (about 25 KB of CSV): memory stays flat whatever
 * the size of the export. A batch's rows, cells and text must die in V8's young generation: 2,000 rows a batch grew
 * the heap 80-100 MB more over a 200,000-row export than 200, and 250 still promoted enough to add 35-40 MB at the
 * peak, where 100 adds about 10 MB at the same speed (bench/exports.ts, README "Exports").
 */
const CURSOR_ROWS = 100;
const DAY_MS = 24 * 3600 * 1000;

/** The first moment of a Sri Lankan day (Asia/Colombo has no daylight saving time). */
function dayStart(day: string, field: string): Date {
  const start = new Date(`${day}T00:00:00+05:30`);
  if (!DAY.test(day) || Number.isNaN(start.getTime())) throw ExportErrors.badDate(field);
  return start;
}

/** Exports of the officer's own area, read through a PostgreSQL cursor, oldest first. */
export class ExportsService {
  constructor(private readonly ctx: RequestContext) {}

  plan(request: ExportRequest): ExportPlan {
    authorize(this.ctx.actor, ExportAbilities.exportArea);
    const fullDataset = EXPORT_DATASETS[request.dataset];
    const dataset =
      fullDataset && !can(this.ctx.actor, ExportAbilities.exportContacts) ? withoutContacts(fullDataset) : fullDataset;
    const format = EXPORT_FORMATS.find((f) => f === request.format);
    if (!dataset || !format) throw ExportErrors.unknown();
    const area = workArea(this.ctx.actor);
    const areaCode = area.dsDivisionCode ?? area.districtCode;
    const params: unknown[] = [areaCode];
    const where = [area.dsDivisionCode ? 't.ds_division_code = $1' : 't.district_code = $1'];
    const add = (condition: string, value: unknown) => {
      params.push(value);
      where.push(condition.replace('?', `$${params.length}`));
    };
    if (request.status) {
      if (!dataset.statuses.includes(request.status)) throw ExportErrors.badStatus(dataset.statuses);
      add('t.status = ?', request.status);
    }
    if (request.from) add(`t.${dataset.dateColumn} >= ?`, dayStart(request.from, 'from'));
    if (request.to) add(`t.${dataset.dateColumn} < ?`, new Date(dayStart(request.to, 'to').getTime() + DAY_MS));
    const rows = `select ${dataset.select} from ${dataset.table} t
      join districts d on d.code = t.district_code left join ds_divisions s on s.code = t.ds_division_code
      where ${where.join(' and ')} order by t.id`;
    const sql = dataset.outerSelect ? `select ${dataset.outerSelect} from (${rows}) x order by x.id` : rows;
    return { dataset, format, fileName: `${dataset.name}-${areaCode}.${format}`, sql, params };
  }
}

/**
 * The plan's rows in batches, read through a server-side cursor on a connection of its own (so a slow download never holds a
 * connection of the ORM's pool), in one REPEATABLE READ snapshot; the connection closes when the reader stops.
 */
export async function* exportBatches(databaseUrl: string, plan: ExportPlan): AsyncGenerator<ExportRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'lanka-relief-export' });
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    const cursor = client.query(new Cursor<ExportRow>(plan.sql, plan.params));
    for (let rows = await cursor.read(CURSOR_ROWS); rows.length > 0; rows = await cursor.read(CURSOR_ROWS)) yield rows;
    await cursor.close();
    await client.query('commit');
  } finally {
    await client.end();
  }
}
