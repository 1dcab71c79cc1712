/** A row as the export's SQL answers it (snake_case columns, already joined with its district and division). */
export type ExportRow = Record<string, string | number | Date | null>;

/** One column of an export: its CSV header (the name the SQL selects it under) and its HXL hashtag (HXL 1.1 dictionary). */
export interface ExportColumn {
  header: string;
  hxl: string;
}

/** The value of a column in a row (the SQL writes times as ISO 8601 UTC; a Date is written so by both writers too). */
export const cell = (row: ExportRow, column: ExportColumn) => row[column.header] ?? null;

/** Province, district and division by name and P-code: the columns every export ends with. */
const PLACE: ExportColumn[] = [
  { header: 'province', hxl: '#adm1+name' },
  { header: 'district_code', hxl: '#adm2+code' },
  { header: 'district', hxl: '#adm2+name' },
  { header: 'ds_division_code', hxl: '#adm3+code' },
  { header: 'ds_division', hxl: '#adm3+name' },
];

/**
 * Where a request or report was placed below its DS division, and the place as sent when it was not a DS division's
 * name (a kept one whose place is to confirm has no DS division yet: its DS columns are empty).
 */
const SUBMITTED_PLACE: ExportColumn[] = [
  ...PLACE,
  { header: 'gn_division_code', hxl: '#adm4+code' },
  { header: 'place_as_sent', hxl: '#loc+name' },
];

const POINT: ExportColumn[] = [
  { header: 'latitude', hxl: '#geo+lat' },
  { header: 'longitude', hxl: '#geo+lon' },
];

/** NIC numbers are never exported; contact numbers only to officers of the area (API keys: withoutContacts). */
export const AID_REQUEST_COLUMNS: ExportColumn[] = [
  { header: 'id', hxl: '#meta+id' },
  { header: 'request_type', hxl: '#meta+type' },
  { header: 'status', hxl: '#status' },
  { header: 'created_at', hxl: '#date+reported' },
  { header: 'needed_at', hxl: '#date+needed' },
  { header: 'full_name', hxl: '#contact+name' },
  { header: 'contact_no', hxl: '#contact+phone' },
  { header: 'family_size', hxl: '#affected+num' },
  { header: 'type_of_support', hxl: '#sector' },
  { header: 'description', hxl: '#description' },
  ...SUBMITTED_PLACE,
  ...POINT,
];

export const ALERT_COLUMNS: ExportColumn[] = [
  { header: 'id', hxl: '#meta+id' },
  { header: 'type', hxl: '#event+type' },
  { header: 'custom_type', hxl: '#event+type+custom' },
  { header: 'severity', hxl: '#severity' },
  { header: 'status', hxl: '#status' },
  { header: 'issued_at', hxl: '#date+reported' },
  { header: 'resolved_at', hxl: '#date+resolved' },
  ...PLACE,
  ...POINT,
];

export const REPORT_COLUMNS: ExportColumn[] = [
  { header: 'id', hxl: '#meta+id' },
  { header: 'status', hxl: '#status' },
  { header: 'observed_at', hxl: '#date+reported' },
  { header: 'reporter_name', hxl: '#contact+name' },
  { header: 'contact_no', hxl: '#contact+phone' },
  { header: 'description', hxl: '#description' },
  ...SUBMITTED_PLACE,
  ...POINT,
];

export const CONTRIBUTION_COLUMNS: ExportColumn[] = [
  { header: 'id', hxl: '#meta+id' },
  { header: 'aid_request_id', hxl: '#meta+request_id' },
  { header: 'status', hxl: '#status' },
  { header: 'submitted_at', hxl: '#date+reported' },
  { header: 'type_of_support', hxl: '#sector' },
  { header: 'description', hxl: '#description' },
  ...PLACE,
];
