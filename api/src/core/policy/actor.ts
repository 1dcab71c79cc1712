export enum Role {
  VOLUNTEER = 'VOLUNTEER',
  DS_OFFICER = 'DS_OFFICER',
  DMC_OFFICER = 'DMC_OFFICER',
}

/** Who is calling, taken from the session or an API key, never from the request body (D14). */
export interface Actor {
  userId: number;
  role: Role;
  districtCode: string;
  dsDivisionCode: string | null;
  sessionId: string;
  /** Set when the caller is an integrator's API key: the policy then decides by the key's scopes. */
  apiKey?: ApiKeyGrant;
}

/** What an API key may do: read what a visitor reads (`public:read`), and one district's officer reads. */
export interface ApiKeyGrant {
  id: number;
  /** The key's public prefix, shown in lists and logs. */
  prefix: string;
  /** Anonymous reads (`public:read`). */
  publicRead: boolean;
  /** The district of a `district:<P-code>:read` scope: a DMC officer's reads of that district, never NIC or phone numbers. */
  districtCode: string | null;
}

/** The session id of a key's actor: what a revocation of the key names its open sockets by. */
export const keySessionId = (prefix: string): string => `apikey:${prefix}`;

/**
 * A key as an actor. It reads like a DMC officer of its district (so the area services' district queries work
 * unchanged), but the policy lets it pass only the abilities marked `keyRead`, and only with a district scope.
 * It is no user: id 0 matches no user (ids start at 1), so owner rules never pass, and it never writes.
 */
export function keyActor(grant: ApiKeyGrant): Actor {
  return {
    userId: 0,
    role: Role.DMC_OFFICER,
    districtCode: grant.districtCode ?? '',
    dsDivisionCode: null,
    sessionId: keySessionId(grant.prefix),
    apiKey: grant,
  };
}

/** Where a subject lives: the scope that DS and DMC permissions are decided on. */
export interface Scope {
  districtCode: string;
  dsDivisionCode?: string | null;
  /** The user a subject belongs to (own profile, own contributions). */
  ownerId?: number | null;
}

/**
 * A subject placed in a district and a DS division (requests, reports, alerts, contributions); a request or report
 * whose place is to confirm has its district only.
 */
export interface Placed {
  district: { code: string };
  dsDivision?: { code: string } | null;
}

/** The one way a subject's scope is read: its district and DS division, and its owner when it has one. */
export function scopeOf(
  subject: Placed,
  ownerId?: number | null,
): Scope & { districtCode: string; dsDivisionCode: string | null } {
  return {
    districtCode: subject.district.code,
    dsDivisionCode: subject.dsDivision?.code ?? null,
    ...(ownerId !== undefined ? { ownerId } : {}),
  };
}
