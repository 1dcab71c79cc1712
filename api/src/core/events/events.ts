/** What changed, as written to the event outbox (outbox.ts): ids and small fields only, never personal data. */
export const Topics = {
  alertChanged: 'ALERT_CHANGED',
  aidRequestChanged: 'AID_REQUEST_CHANGED',
  contributionChanged: 'CONTRIBUTION_CHANGED',
  countersChanged: 'COUNTERS_CHANGED',
  reportChanged: 'REPORT_CHANGED',
  smsTriageChanged: 'SMS_TRIAGE_CHANGED',
  /** A request or report entered its district's queue of places to confirm (KEPT) or left it (PLACED). */
  placesToConfirmChanged: 'PLACES_TO_CONFIRM_CHANGED',
  /** Sessions of a user were revoked (logout, password change, a login's rotation): instances forget them. */
  sessionsEnded: 'SESSIONS_ENDED',
  /** An API key was revoked: instances close its open sockets. */
  apiKeyRevoked: 'API_KEY_REVOKED',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

/**
 * Every announced event carries a unique id (added by announce), so its subject is loaded once per instance; as
 * published by the relay it also carries its outbox `sequence` (OutboxEvent).
 */
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
  /** `previousStatus`: set when a change can take a public request out of public view (a merge). */
  AID_REQUEST_CHANGED: ScopedEvent & { status: string; previousStatus?: string };
  CONTRIBUTION_CHANGED: ScopedEvent & { volunteerId: number; status: string };
  COUNTERS_CHANGED: { change: string };
  REPORT_CHANGED: ScopedEvent & { status: string };
  /** An SMS entered, moved within or left the officers' triage queue; a null district is national. */
  SMS_TRIAGE_CHANGED: {
    id: number;
    districtCode: string | null;
    dsDivisionCode: string | null;
    change: string;
    previous: { districtCode: string | null; dsDivisionCode: string | null } | null;
  };
  /** The revoked sessions' ids: each instance closes the sockets that subscribed with them. */
  SESSIONS_ENDED: { userId: number; sessionIds: string[] };
  API_KEY_REVOKED: { prefix: string };
  PLACES_TO_CONFIRM_CHANGED: { subject: PlaceToConfirmSubject; id: number; districtCode: string; change: string };
}

/** What waits in a district's queue of places to confirm. */
export type PlaceToConfirmSubject = 'AID_REQUEST' | 'REPORT' | 'VOLUNTEER';

/** Whether an event can change what pages and public answers show (a session's or key's end changes no data). */
export const changesData = (topic: string): boolean => topic !== Topics.sessionsEnded && topic !== Topics.apiKeyRevoked;

/** The NOTIFY channel; a notification carries only `{"sequence": n}`, the event itself is read from the outbox. */
export const EVENTS_CHANNEL = 'lanka_relief_events';
