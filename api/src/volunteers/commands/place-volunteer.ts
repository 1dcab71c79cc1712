import { LockMode } from '@mikro-orm/core';
import { AccountErrors } from '../../accounts/accounts.errors.js';
import { Role, User } from '../../accounts/user.entity.js';
import { AuditAction, AuditSubject } from '../../audit/audit-log.entity.js';
import { recordAudit } from '../../audit/audit.service.js';
import { announcePlaceToConfirm, placeInDsDivision } from '../../geography/stored-place.js';
import { scopeOf } from '../../core/policy/actor.js';
import type { RequestContext } from '../../core/context/context.js';
import { afterRow, DEFAULT_LIST_PAGE, type Keyset } from '../../core/paging/paging.js';
import { authorize } from '../../core/policy/policy.js';
import { findReadOnly, type ReadOnlyRow } from '../../core/paging/read-only-rows.js';
import { VolunteerAbilities } from '../volunteers.policy.js';

/** The officer's district's volunteers whose place sent at sign-up is to confirm, oldest first. */
export async function volunteersToPlace(
  ctx: RequestContext,
  page: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null },
): Promise<ReadOnlyRow<User>[]> {
  authorize(ctx.actor, VolunteerAbilities.place);
  const where = {
    role: Role.VOLUNTEER,
    district: ctx.actor.districtCode,
    dsDivision: null,
    ...afterRow('users', 'created_at', page.afterId, 'asc'),
  };
  return findReadOnly(ctx.em, User, where, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: page.size });
}

/** An officer of the district places a kept volunteer in a DS division: audited and announced to every live queue. */
export async function placeVolunteer(ctx: RequestContext, id: number, dsDivision: string): Promise<User> {
  authorize(ctx.actor, VolunteerAbilities.place);
  const actor = ctx.actor;
  return ctx.em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id, role: Role.VOLUNTEER }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw AccountErrors.userNotFound(id);
    authorize(actor, VolunteerAbilities.place, { districtCode: user.district.code });
    placeInDsDivision(tx, user, dsDivision);
    recordAudit(tx, actor, {
      action: AuditAction.ASSIGN_PLACE,
      subjectType: AuditSubject.VOLUNTEER,
      subjectId: user.id,
      fromStatus: null,
      toStatus: null,
      ...scopeOf(user),
    });
    await tx.flush();
    await announcePlaceToConfirm(tx, 'VOLUNTEER', user, 'PLACED');
    return user;
  });
}
