import { keyActor, Role, type Actor, type Scope } from '../core/policy/actor.js';
import { can } from '../core/policy/policy.js';

const actor = (role: Role, districtCode: string, dsDivisionCode: string | null, userId: number): Actor => ({
  userId,
  role,
  districtCode,
  dsDivisionCode,
  sessionId: 'policy-table',
});

/** The same people as the permission matrices: division A and B in district X (Colombo), district Y elsewhere. */
export const POLICY_ACTORS = {
  volunteerA: actor(Role.VOLUNTEER, 'LK11', 'LK1103', 10),
  dsA: actor(Role.DS_OFFICER, 'LK11', 'LK1103', 11),
  dsB: actor(Role.DS_OFFICER, 'LK11', 'LK1106', 12),
  dmcX: actor(Role.DMC_OFFICER, 'LK11', null, 13),
  dmcY: actor(Role.DMC_OFFICER, 'LK21', null, 14),
  /** API keys: one with district X's officer reads, one with public reads only. */
  keyX: keyActor({ id: 1, prefix: 'keyx0001', publicRead: true, districtCode: 'LK11' }),
  publicKey: keyActor({ id: 2, prefix: 'keyp0002', publicRead: true, districtCode: null }),
};
export type PolicyActor = keyof typeof POLICY_ACTORS;

/** A subject in division A owned by volunteerA ("own" scope), and one in district Y owned by someone else. */
export const SUBJECT_IN_A: Scope = { districtCode: 'LK11', dsDivisionCode: 'LK1103', ownerId: 10 };
export const SUBJECT_IN_Y: Scope = { districtCode: 'LK21', dsDivisionCode: 'LK2130', ownerId: 99 };
/** A request or report of district X whose place is to confirm: no DS division yet. */
export const SUBJECT_TO_CONFIRM_IN_X: Scope = { districtCode: 'LK11', dsDivisionCode: null, ownerId: 99 };

/**
 * Per ability: who may act on the subject in A, and on the subject in Y; for areas whose subjects can be kept to
 * confirm, also on one of district X with no DS division yet.
 */
export type PolicyTable = Record<string, { inA: PolicyActor[]; inY: PolicyActor[]; toConfirmInX?: PolicyActor[] }>;

/** Who the real ability lets act on a subject, in POLICY_ACTORS order. */
export function allowedActors(ability: string, subject: Scope): PolicyActor[] {
  return (Object.keys(POLICY_ACTORS) as PolicyActor[]).filter((name) => can(POLICY_ACTORS[name], ability, subject));
}

/** The answers of the real abilities in the table's shape, to compare with the expected table. */
export function actualTable(abilities: Record<string, string>, options: { toConfirm?: boolean } = {}): PolicyTable {
  return Object.fromEntries(
    Object.values(abilities).map((ability) => [
      ability,
      {
        inA: allowedActors(ability, SUBJECT_IN_A),
        inY: allowedActors(ability, SUBJECT_IN_Y),
        ...(options.toConfirm ? { toConfirmInX: allowedActors(ability, SUBJECT_TO_CONFIRM_IN_X) } : {}),
      },
    ]),
  );
}
