import { Role, User } from '../accounts/user.entity.js';
import type { RequestContext } from '../core/context/context.js';
import { Topics } from '../core/events/events.js';
import { announce } from '../core/events/notify.js';
import { CountSubject } from '../core/paging/list-count.entity.js';
import type { CountFilter } from '../core/paging/list-counts.js';
import { afterRow, cursorOf, DEFAULT_LIST_PAGE, type Keyset } from '../core/paging/paging.js';
import { authorize } from '../core/policy/policy.js';
import { placeViews } from '../geography/place-views.js';
import { VolunteerAbilities } from './volunteers.policy.js';
import { VolunteerView } from './volunteers.types.js';
import { findReadOnly, type ReadOnlyRow } from '../core/paging/read-only-rows.js';

const FIRST_PAGE: Keyset = { size: DEFAULT_LIST_PAGE, afterId: null };

/** Volunteers of a division or district, and each volunteer's own availability. */
export class VolunteersService {
  constructor(private readonly ctx: RequestContext) {}

  /** DS officer: volunteers registered in the own division. */
  async forDivision(page: Keyset = FIRST_PAGE): Promise<ReadOnlyRow<User>[]> {
    authorize(this.ctx.actor, VolunteerAbilities.listDivision);
    const where = {
      role: Role.VOLUNTEER,
      dsDivision: this.ctx.actor.dsDivisionCode,
      ...afterRow('users', 'full_name', page.afterId, 'asc'),
    };
    return findReadOnly(this.ctx.em, User, where, { orderBy: { fullName: 'asc', id: 'asc' }, limit: page.size });
  }

  /** DMC officer: volunteers of the own district. */
  async forDistrict(page: Keyset = FIRST_PAGE): Promise<ReadOnlyRow<User>[]> {
    authorize(this.ctx.actor, VolunteerAbilities.listDistrict);
    const where = {
      role: Role.VOLUNTEER,
      district: this.ctx.actor.districtCode,
      ...afterRow('users', 'full_name', page.afterId, 'asc'),
    };
    return findReadOnly(this.ctx.em, User, where, { orderBy: { fullName: 'asc', id: 'asc' }, limit: page.size });
  }

  /** A volunteer switches their own availability; the counters hear of it. */
  async setOwnAvailability(available: boolean): Promise<User> {
    authorize(this.ctx.actor, VolunteerAbilities.setOwnAvailability);
    const actor = this.ctx.actor;
    return this.ctx.em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: actor.userId });
      if (user.available !== available) {
        user.available = available;
        await tx.flush();
        await announce(tx, Topics.countersChanged, { change: 'AVAILABILITY' });
      }
      return user;
    });
  }

  /** Volunteers available now, all over the country or in one district (D18, D20). */
  static available(districtCode?: string): CountFilter {
    return { subject: CountSubject.volunteers, status: 'AVAILABLE', districtCode };
  }

  present(user: ReadOnlyRow<User>): VolunteerView {
    return Object.assign(new VolunteerView(), {
      id: user.id,
      cursor: cursorOf(user.id),
      fullName: user.fullName,
      email: user.email ?? null,
      contactNo: user.contactNo,
      available: user.available,
      ...placeViews(user.district.code, user.dsDivision?.code ?? null),
      placeAsSent: user.placeAsSent ?? null,
      placeResolvedBy: user.placeResolvedBy ?? null,
    });
  }
}
