import { AccountRest } from '../accounts/accounts.rest-values.js';
import { AidRequestRest } from '../aid-requests/aid-requests.rest-values.js';
import { AlertRest } from '../alerts/alerts.rest-values.js';
import { ReportRest } from '../reports/reports.rest-values.js';

/** A JSON Schema (OpenAPI 3.1 dialect). */
export type Schema = Record<string, unknown>;

const orNull = (schema: Schema): Schema => ({
  ...schema,
  type: [schema.type as string, 'null'],
  ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}),
});
const string = (description?: string, extra: Schema = {}): Schema => ({
  type: 'string',
  ...(description ? { description } : {}),
  ...extra,
});
const integer = (description?: string): Schema => ({ type: 'integer', ...(description ? { description } : {}) });
const oneOf = (values: readonly string[], description?: string): Schema => ({
  type: 'string',
  enum: [...new Set(values)],
  ...(description ? { description } : {}),
});
const dateTime = (description: string): Schema => string(description, { format: 'date-time', pattern: '\\+05:30$' });

const CONTRIBUTION_STATUSES = ['Pending', 'Approved', 'Rejected'];
const STATUS_VALUES = [
  ...Object.values(AidRequestRest.status),
  ...Object.values(AlertRest.status),
  ...Object.values(ReportRest.status),
  ...CONTRIBUTION_STATUSES,
];

/** The REST layer's field names and what each holds: one vocabulary for answers, bodies and parameters (D2, D3). */
export const FIELD_SCHEMAS: Record<string, Schema> = {
  aid_id: integer('Aid request id.'),
  aidId: integer('Aid request id.'),
  alert_id: integer('Alert id.'),
  alertId: integer('Alert id.'),
  contribution_id: integer('Contribution id.'),
  report_id: integer('Early-warning report id.'),
  expires_in_hours: integer("How long the alert stays in force, whole hours 1-720; defaults to its type's time."),
  reportId: integer('Early-warning report id.'),
  ReportId: integer("Aid request id (the seed's name)."),
  user_id: integer('User id.'),
  userId: integer('User id (the number used at login).'),
  volunteer_id: integer("Volunteer's user id; must be the signed-in volunteer (D14)."),
  volunteerId: integer("Volunteer's user id; must be the signed-in volunteer (D14)."),
  id: integer(),
  full_name: orNull(string('Name of the person the request is for.')),
  name: string('Full name.'),
  Name: string('Full name.'),
  fullName: string('Full name.'),
  volunteer_name: string("Volunteer's full name."),
  reporter_name: string("Reporter's name."),
  nic_number: orNull(string('NIC: officers of the area only (D13), null otherwise.')),
  requester_nic: orNull(string("NIC of the person the aid request is for: officers of the request's area only (D13).")),
  contact_no: string('10-digit phone; masked to the last 3 digits for the public (D13).'),
  contact_number: string('10-digit phone.'),
  ContactNumber: string('10-digit phone.'),
  contactNo: orNull(string('10-digit phone.')),
  volunteer_contact: string("The volunteer's 10-digit phone (officers only)."),
  reporter_contact: orNull(string('Phone of the reporter.')),
  email: orNull(string('E-mail address.', { format: 'email' })),
  Email: string('E-mail address.', { format: 'email' }),
  password: string('Password.', { format: 'password' }),
  Password: string('Password, at least 8 characters.', { format: 'password' }),
  token: string('Bearer token; the session cookie is set too.'),
  role: oneOf(Object.values(AccountRest.role), 'DS, DMC or Volunteer.'),
  district: string('District: its English name in answers; a name (spelling variants folded) or P-code in requests.'),
  District: string('District name or P-code.'),
  divisional_secretariat: orNull(
    string(
      'DS division: its English name in answers; in requests a name, a common name or town of the alias table, or a P-code.',
    ),
  ),
  divisionalSecretariat: orNull(string('DS division name (or P-code in requests).')),
  DivisionalSecretariat: string('DS division name or P-code.'),
  ds_division: string('Same as divisional_secretariat.'),
  gn_division: string('Optionally, the GN division within the divisional secretariat (its code, LK1103005).'),
  family_size: integer('People in the family, at least 1.'),
  date_time: dateTime(
    'ISO 8601 with the Sri Lanka offset in answers (2026-11-23T09:09:40+05:30); in requests a time without a zone is Sri Lanka time (D3).',
  ),
  created_at: dateTime('When it was recorded, ISO 8601 with the Sri Lanka offset (D3).'),
  date: string('UTC date (YYYY-MM-DD), as /Alerts/all always answered it (D3).', { format: 'date' }),
  time: string('UTC time (HH:mm:ss) (D3).', { pattern: '^\\d{2}:\\d{2}:\\d{2}$' }),
  description: string(),
  type_support: string("Type of support: a value of the form's lists or the Other text (D5)."),
  volunteerTypeSupport: string("The support the volunteer gave (same as type_support; the old client's name)."),
  request_type: oneOf(Object.values(AidRequestRest.requestType), 'Emergency or postDisaster.'),
  aidCategory: oneOf(['emergency', 'postDisaster'], 'Only contributions to requests of this kind.'),
  status: oneOf(STATUS_VALUES, "The item's status in the seeds' words."),
  Status: string('Approved or Rejected.'),
  newStatus: oneOf(['Available', 'Unavailable', 'true', 'false'], 'Available or Unavailable.'),
  availability: oneOf(['Available', 'Unavailable']),
  isFulfilled: oneOf(['true', 'false'], 'Delivered (true) or ongoing (false) requests.'),
  latitude: {
    type: ['number', 'null'],
    minimum: -90,
    maximum: 90,
    description: 'WGS 84; rounded to 3 decimals for the public (D13).',
  },
  longitude: { type: ['number', 'null'], minimum: -180, maximum: 180, description: 'WGS 84.' },
  image: orNull(string("In answers the photo's path, /images/{id} (see that path); in requests a data URL or base64.")),
  images: { type: 'array', items: string('Data URL or base64 of a photo.') },
  message: string("What happened, in the seed's words."),
  alert_type: string('Flood, Landslide, Cyclone, Drought, Fire, or the Other text (D6).'),
  type: string('Alert type.'),
  severity: oneOf(Object.values(AlertRest.severity)),
  action: string('Pending.'),
  Actor: string('Ignored: who acts comes from the session (D14).'),
  actor: string('Ignored: who acts comes from the session (D14).'),
  idempotency_key: string('Sent again with a retry, it never makes a second record.'),
  pendingCount: integer(),
  totalContributions: integer(),
  contributionsReceived: integer(),
  count: integer(),
  limit: {
    type: 'integer',
    minimum: 1,
    maximum: 1000,
    description:
      'Rows in the page: 1 to 1000, default 100. Without `before` a list answers its first page (the newest rows; ongoing alerts first for /Alerts/all).',
  },
  before: {
    type: 'integer',
    minimum: 1,
    description:
      "The id of the last row of the page you have: the answer is the page of rows that follow it in the list's order (newest first).",
  },
};

/** Property names that hold a nested object or list: built by the document from other fields. */
export const NESTED_FIELDS = ['contribution', 'dsApprovedPostDisaster', 'emergency'] as const;

export function fieldSchema(name: string): Schema {
  const schema = FIELD_SCHEMAS[name];
  if (!schema) throw new Error(`OpenAPI: no schema for the REST field "${name}" (add it to FIELD_SCHEMAS).`);
  return schema;
}

/** A client date-time (shared/time.ts parseClientDateTime): with a zone, or without one for Sri Lanka time. */
const CLIENT_DATE_TIME =
  '^\\s*\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?([Zz]|[+-]\\d{2}:?\\d{2})?\\s*$';
const NUMBER_TEXT = '^\\s*(-?\\d+(\\.\\d+)?)?\\s*$';
const INTEGER_TEXT = '^\\s*(-?\\d+(\\.0+)?)?\\s*$';

/**
 * What a request may send for a field, as the REST reader takes it (rest/rest.ts Input): null is absent, a number may
 * come as text (old clients post form values), a text field may come as a number, a date-time may have no zone.
 */
export function requestFieldSchema(name: string): Schema {
  const { type, ...schema } = fieldSchema(name);
  const types = [type].flat().filter((t) => t !== 'null') as string[];
  if (name === 'date_time')
    return { type: ['string', 'null'], description: schema.description, pattern: CLIENT_DATE_TIME };
  if (types.includes('integer') || types.includes('number')) {
    const text = { type: 'string', pattern: types.includes('integer') ? INTEGER_TEXT : NUMBER_TEXT };
    return {
      description: schema.description,
      anyOf: [{ ...schema, description: undefined, type: types }, text, { type: 'null' }],
    };
  }
  if (schema.enum)
    return { ...schema, type: [...types, 'null'], enum: [...new Set([...(schema.enum as unknown[]), null])] };
  if (types.includes('string')) return { ...schema, type: ['string', 'number', 'boolean', 'null'] };
  return { ...schema, type: [...types, 'null'] };
}
