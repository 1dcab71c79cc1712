import type { Role } from '../accounts/user.entity.js';

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
