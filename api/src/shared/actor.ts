export enum Role {
  VOLUNTEER = 'VOLUNTEER',
  DS_OFFICER = 'DS_OFFICER',
  DMC_OFFICER = 'DMC_OFFICER',
}

/** Who is calling, taken from the session, never from the request (D14). */
export interface Actor {
  userId: number;
  role: Role;
  districtCode: string;
  dsDivisionCode: string | null;
  sessionId: string;
}

/** Where a subject lives: the scope that DS and DMC permissions are decided on. */
export interface Scope {
  districtCode: string;
  dsDivisionCode?: string | null;
  /** The user a subject belongs to (own profile, own contributions). */
  ownerId?: number | null;
}

/** A subject placed in a district and a DS division (requests, reports, alerts, contributions). */
export interface Placed {
  district: { code: string };
  dsDivision: { code: string };
}

/** The one way a subject's scope is read: its district and DS division, and its owner when it has one. */
export function scopeOf(subject: Placed, ownerId?: number | null): Scope & { districtCode: string; dsDivisionCode: string } {
  return { districtCode: subject.district.code, dsDivisionCode: subject.dsDivision.code, ...(ownerId !== undefined ? { ownerId } : {}) };
}
