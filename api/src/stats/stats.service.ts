import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { allOfficeContacts } from '../geography/office-contacts.js';
import { GeographyService } from '../geography/geography.service.js';
import { DsDivisionView } from '../geography/geography.types.js';
import type { RequestContext } from '../core/context/context.js';
import { authorize, isPerson } from '../core/policy/policy.js';
import { cellRange, type CellRange, type MapBox } from '../../../shared/map-grid.js';
import { AidRequestStatus } from '../aid-requests/aid-request.entity.js';
import { VolunteersService } from '../volunteers/volunteers.service.js';
import { countsOf } from '../core/paging/list-counts.js';
import { StatsAbilities } from './stats.policy.js';
import { publicMapAnswers } from './map-answers.js';
import { mapRangeKey } from '../core/public-answers/map-cells.js';
import {
  CountersView,
  DistrictOverviewView,
  DsOfficeContactView,
  MapAidRequestLayerView,
  MapAlertLayerView,
  MapClusterView,
  PublicMapView,
} from './stats.types.js';

/** Counters and contacts for the public pages and the dashboards; each number comes from its area's service. */
export class StatsService {
  constructor(private readonly ctx: RequestContext) {}

  async counters(): Promise<CountersView> {
    const [activeVolunteers, alertsSent, aidRequested] = await countsOf(this.ctx.em, [
      VolunteersService.available(),
      AlertsService.everSent(),
      AidRequestsService.everMade(),
    ]);
    return Object.assign(new CountersView(), { activeVolunteers, alertsSent, aidRequested });
  }

  /** Every DS office with a public contact number. */
  async officeContacts(): Promise<DsOfficeContactView[]> {
    const geography = GeographyService.instance();
    const rows = await allOfficeContacts(this.ctx.em);
    return rows.map((row) =>
      Object.assign(new DsOfficeContactView(), {
        dsDivision: DsDivisionView.from(geography.requireDsDivision(row.dsDivisionCode)),
        contactNo: row.contactNo,
      }),
    );
  }

  async districtOverview(): Promise<DistrictOverviewView> {
    authorize(this.ctx.actor, StatsAbilities.districtOverview);
    const district = this.ctx.actor.districtCode;
    const [activeAlerts, activeMembers] = await countsOf(this.ctx.em, [
      AlertsService.ongoingIn(district),
      VolunteersService.available(district),
    ]);
    return Object.assign(new DistrictOverviewView(), { activeAlerts, activeMembers });
  }

  /**
   * The public map of a box at a zoom: per layer, every visible point counted once, in a cluster of its
   * grid cell or as a marker; at most MAX_MAP_CELLS cells per layer whatever the volume. Visitors share one answer.
   */
  map(box: MapBox, zoom: number): Promise<PublicMapView> {
    const range = cellRange(box, zoom);
    // API keys see the map as visitors do (no NIC, masked contacts, rounded points): they share the visitors' answer.
    if (isPerson(this.ctx.actor)) return this.computeMap(range);
    return publicMapAnswers.get(mapRangeKey(this.ctx.em, range), () => this.computeMap(range));
  }

  private async computeMap(range: CellRange): Promise<PublicMapView> {
    const alerts = new AlertsService(this.ctx);
    const aid = new AidRequestsService(this.ctx);
    // The three layers at once, each on its own fork of the EntityManager (one is not shared by parallel queries).
    const fork = () => ({ ...this.ctx, em: this.ctx.em.fork() });
    const [alertLayer, ongoing, delivered] = await Promise.all([
      new AlertsService(fork()).mapLayer(range),
      new AidRequestsService(fork()).mapLayer(AidRequestStatus.APPROVED, range),
      new AidRequestsService(fork()).mapLayer(AidRequestStatus.DELIVERED, range),
    ]);
    const clusters = (list: { key: string; latitude: number; longitude: number; count: number }[]) =>
      list.map((c) => Object.assign(new MapClusterView(), c));
    const aidLayer = (layer: typeof ongoing) =>
      Object.assign(new MapAidRequestLayerView(), {
        total: layer.total,
        clusters: clusters(layer.clusters),
        markers: layer.items.map((r) => aid.present(r)),
      });
    return Object.assign(new PublicMapView(), {
      gridZoom: range.zoom,
      rowMin: range.rowMin,
      rowMax: range.rowMax,
      colMin: range.colMin,
      colMax: range.colMax,
      alerts: Object.assign(new MapAlertLayerView(), {
        total: alertLayer.total,
        clusters: clusters(alertLayer.clusters),
        markers: alertLayer.items.map((a) => alerts.present(a)),
      }),
      ongoing: aidLayer(ongoing),
      delivered: aidLayer(delivered),
    });
  }
}
