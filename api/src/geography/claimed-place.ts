import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { GeographyService } from './geography.service.js';

/**
 * The seeds' calls name a place in queries and bodies; the server takes the user's place from the session and only
 * checks that what was sent matches (D14). 'unknown' when no such place exists (lists then answer empty, D1).
 */
export const ClaimedPlace = {
  /** A divisionalSecretariat name or code sent by the old client: it must be the officer's own. */
  ownDivision(ctx: RequestContext, claimed: string | undefined): 'own' | 'unknown' {
    if (!ctx.actor) throw AppError.unauthenticated();
    if (!claimed?.trim()) return 'own';
    const geography = GeographyService.instance();
    const ds = geography.findDsDivision(claimed, ctx.actor.districtCode) ?? geography.findDsDivision(claimed);
    if (!ds) return 'unknown';
    if (ds.code !== ctx.actor.dsDivisionCode) throw AppError.forbidden('OWN_DS_ONLY');
    return 'own';
  },

  /** A district name or code: it must be the user's own district. */
  ownDistrict(ctx: RequestContext, claimed: string | undefined): 'own' | 'unknown' {
    if (!ctx.actor) throw AppError.unauthenticated();
    if (!claimed?.trim()) return 'own';
    const district = GeographyService.instance().findDistrict(claimed);
    if (!district) return 'unknown';
    if (district.code !== ctx.actor.districtCode) throw AppError.forbidden('OWN_DISTRICT_ONLY');
    return 'own';
  },
};
