import { AidRequestStatus } from '../aid-requests/aid-request.entity.js';
import { AlertStatus } from '../alerts/alert.entity.js';
import { ContributionStatus } from '../contributions/contribution.entity.js';
import { ReportStatus } from '../reports/report.entity.js';
import {
  AID_REQUEST_COLUMNS,
  ALERT_COLUMNS,
  CONTRIBUTION_COLUMNS,
  REPORT_COLUMNS,
  type ExportColumn,
} from './export-columns.js';

/** What can be exported: its table, the columns (selected under their header names), the date the filter reads. */
export interface ExportDataset {
  name: string;
  table: string;
  /** Select list over the table `t`, in the columns' order; every name matches a column header. */
  select: string;
  columns: ExportColumn[];
  dateColumn: string;
  statuses: readonly string[];
  /** Rows are points on the map (GeoJSON features with a geometry). */
  located: boolean;
  /** A select list over the rows of `select` (as `x`), when the export answers less than the table gives. */
  outerSelect?: string;
}

/** The dataset as an API key exports it: no contact numbers, points rounded to about 100 m (D13). */
export function withoutContacts(dataset: ExportDataset): ExportDataset {
  const columns = dataset.columns.filter((column) => column.header !== 'contact_no');
  const outerSelect = columns
    .map(({ header }) =>
      header === 'latitude' || header === 'longitude'
        ? `round(x.${header}::numeric, 3)::float8 as ${header}`
        : `x.${header}`,
    )
    .join(', ');
  return { ...dataset, columns, outerSelect };
}

/**
 * A timestamp column as ISO 8601 in UTC with milliseconds, as JavaScript's toISOString writes it, written by
 * PostgreSQL: a Date parsed from each cell and written out again made a fifth of an export's garbage (bench/exports.ts).
 */
const isoUtc = (column: string, as: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${as}`;

const PLACE = `d.province, t.district_code, d.name_en as district, t.ds_division_code, s.name_en as ds_division`;
const SUBMITTED_PLACE = `${PLACE}, t.gn_division_code, t.place_as_sent`;

export const EXPORT_DATASETS: Record<string, ExportDataset> = {
  'aid-requests': {
    name: 'aid-requests',
    table: 'aid_requests',
    select: `t.id, t.request_type, t.status, ${isoUtc('t.created_at', 'created_at')}, ${isoUtc('t.date_time', 'needed_at')}, t.full_name, t.contact_no, t.family_size,
      t.type_support as type_of_support, t.description, ${SUBMITTED_PLACE}, t.latitude, t.longitude`,
    columns: AID_REQUEST_COLUMNS,
    dateColumn: 'created_at',
    statuses: Object.values(AidRequestStatus),
    located: true,
  },
  alerts: {
    name: 'alerts',
    table: 'alerts',
    select: `t.id, t.type, t.custom_type, t.severity, t.status, ${isoUtc('t.issued_at', 'issued_at')}, ${isoUtc('t.resolved_at', 'resolved_at')}, ${PLACE}, t.latitude, t.longitude`,
    columns: ALERT_COLUMNS,
    dateColumn: 'issued_at',
    statuses: Object.values(AlertStatus),
    located: true,
  },
  reports: {
    name: 'reports',
    table: 'reports',
    select: `t.id, t.status, ${isoUtc('t.date_time', 'observed_at')}, t.reporter_name, t.contact_no, t.description, ${SUBMITTED_PLACE}, t.latitude, t.longitude`,
    columns: REPORT_COLUMNS,
    dateColumn: 'date_time',
    statuses: Object.values(ReportStatus),
    located: true,
  },
  contributions: {
    name: 'contributions',
    table: 'contributions',
    select: `t.id, t.aid_request_id, t.status, ${isoUtc('t.created_at', 'submitted_at')}, t.type_support as type_of_support, t.description, ${PLACE}`,
    columns: CONTRIBUTION_COLUMNS,
    dateColumn: 'created_at',
    statuses: Object.values(ContributionStatus),
    located: false,
  },
};

export const EXPORT_FORMATS = ['csv', 'hxl.csv', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
