/** What changed, as sent through PostgreSQL NOTIFY: ids and small fields only (payloads are capped at 8000 bytes). */
export const Topics = {
  alertChanged: 'ALERT_CHANGED',
  aidRequestChanged: 'AID_REQUEST_CHANGED',
  contributionChanged: 'CONTRIBUTION_CHANGED',
  countersChanged: 'COUNTERS_CHANGED',
  reportChanged: 'REPORT_CHANGED',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

/** Every announced event carries a unique id (added by announce), so its subject is loaded once per instance. */
export interface Announced {
  eventId: string;
}

export interface ScopedEvent {
  id: number;
  districtCode: string;
  dsDivisionCode: string | null;
  /** What happened, e.g. CREATED, APPROVED, RESOLVED. */
  change: string;
}

export interface EventPayloads {
  ALERT_CHANGED: ScopedEvent;
  AID_REQUEST_CHANGED: ScopedEvent & { status: string };
  CONTRIBUTION_CHANGED: ScopedEvent & { volunteerId: number; status: string };
  COUNTERS_CHANGED: { change: string };
  REPORT_CHANGED: ScopedEvent & { status: string };
}

export const EVENTS_CHANNEL = 'lanka_relief_events';
