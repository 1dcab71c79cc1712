import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';

/**
 * The seeds' calls carry identities in queries, paths and bodies; the server takes them from the session and only
 * checks that what was sent matches (D14). Claimed places are checked by the geography area (ClaimedPlace).
 */
export const RestIdentity = {
  /** volunteerId / userId / volunteer_id: must be the signed-in user. */
  assertSelf(ctx: RequestContext, claimed: number | string | undefined): void {
    if (!ctx.actor) throw AppError.unauthenticated();
    if (claimed === undefined || claimed === '') return;
    if (Number(claimed) !== ctx.actor.userId) throw AppError.forbidden('OWN_ACCOUNT_ONLY');
  },
};
