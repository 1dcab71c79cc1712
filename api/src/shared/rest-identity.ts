import { GeographyService } from '../geography/geography.service.js';
import type { RequestContext } from './context.js';
import { AppError } from './errors.js';

/**
 * The seeds' calls carry identities in queries, paths and bodies; the server takes them from the session and only
 * checks that what was sent matches (D14).
 */
export const RestIdentity = {
  /** volunteerId / userId / volunteer_id: must be the signed-in user. */
  assertSelf(ctx: RequestContext, claimed: number | string | undefined): void {
    if (!ctx.actor) throw AppError.unauthenticated();
    if (claimed === undefined || claimed === '') return;
    if (Number(claimed) !== ctx.actor.userId) throw AppError.forbidden('You can only act for your own account.');
  },

  /**
   * A divisionalSecretariat name or code sent by the old client: 'unknown' when no such division exists (lists then
   * answer empty, D1), otherwise it must be the officer's own.
   */
  ownDivision(ctx: RequestContext, claimed: string | undefined): 'own' | 'unknown' {
    if (!ctx.actor) throw AppError.unauthenticated();
    if (!claimed?.trim()) return 'own';
    const ds = GeographyService.instance().findDsDivision(claimed, ctx.actor.districtCode) ?? GeographyService.instance().findDsDivision(claimed);
    if (!ds) return 'unknown';
    if (ds.code !== ctx.actor.dsDivisionCode) throw AppError.forbidden('You can only see your own divisional secretariat.');
    return 'own';
  },

  /** A district name or code: 'unknown' when none matches, otherwise it must be the user's own district. */
  ownDistrict(ctx: RequestContext, claimed: string | undefined): 'own' | 'unknown' {
    if (!ctx.actor) throw AppError.unauthenticated();
    if (!claimed?.trim()) return 'own';
    const district = GeographyService.instance().findDistrict(claimed);
    if (!district) return 'unknown';
    if (district.code !== ctx.actor.districtCode) throw AppError.forbidden('You can only see your own district.');
    return 'own';
  },
};
