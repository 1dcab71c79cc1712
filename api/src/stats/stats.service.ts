import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { DsDivision } from '../geography/geography.entity.js';
import { GeographyService } from '../geography/geography.service.js';
import { DsDivisionView } from '../geography/geography.types.js';
import type { RequestContext } from '../shared/context.js';
import { authorize } from '../shared/policy.js';
import { VolunteersService } from '../volunteers/volunteers.service.js';
import { StatsAbilities } from './stats.policy.js';
import { CountersView, DistrictOverviewView, DsOfficeContactView } from './stats.types.js';

/** Counters and contacts for the public pages and the dashboards; each number comes from its area's service. */
export class StatsService {
  constructor(private readonly ctx: RequestContext) {}

  async counters(): Promise<CountersView> {
    const [activeVolunteers, alertsSent, aidRequested] = await Promise.all([
      new VolunteersService(this.ctx).availableCount(),
      new AlertsService(this.ctx).totalCount(),
      new AidRequestsService(this.ctx).totalCount(),
    ]);
    return Object.assign(new CountersView(), { activeVolunteers, alertsSent, aidRequested });
  }

  /** Every DS office with a public contact number. */
  async officeContacts(): Promise<DsOfficeContactView[]> {
    const geography = GeographyService.instance();
    const rows = await this.ctx.em.find(DsDivision, { officeContact: { $ne: null } }, { fields: ['code', 'officeContact'], orderBy: { code: 'asc' } });
    return rows.map((row) =>
      Object.assign(new DsOfficeContactView(), { dsDivision: DsDivisionView.from(geography.requireDsDivision(row.code)), contactNo: row.officeContact! }),
    );
  }

  async districtOverview(): Promise<DistrictOverviewView> {
    authorize(this.ctx.actor, StatsAbilities.districtOverview);
    const district = this.ctx.actor.districtCode;
    const [activeAlerts, activeMembers] = await Promise.all([
      new AlertsService(this.ctx).ongoingInDistrict(district),
      new VolunteersService(this.ctx).availableCount(district),
    ]);
    return Object.assign(new DistrictOverviewView(), { activeAlerts, activeMembers });
  }
}
