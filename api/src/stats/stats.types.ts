import { Field, Float, Int } from 'type-graphql';
import { AidRequestView } from '../aid-requests/aid-requests.types.js';
import { AlertView } from '../alerts/alerts.types.js';
import { DsDivisionView } from '../geography/geography.types.js';
import { ViewType } from '../core/paging/view-type.js';

@ViewType('Counters', { description: 'The home page counters (D18).' })
export class CountersView {
  @Field(() => Int, { description: 'Volunteers now Available.' }) activeVolunteers!: number;
  @Field(() => Int, { description: 'Alerts ever published, resolved ones too.' }) alertsSent!: number;
  @Field(() => Int, { description: 'Aid requests ever made, any status.' }) aidRequested!: number;
}

@ViewType('DsOfficeContact', {
  description: "A DS office's public contact number (D16), never a volunteer's.",
})
export class DsOfficeContactView {
  @Field(() => DsDivisionView, { description: 'The division whose office it is.' }) dsDivision!: DsDivisionView;
  @Field(() => String, { description: "The office's public number." }) contactNo!: string;
}

@ViewType('DistrictOverview', { description: 'DMC dashboard cards (D20).' })
export class DistrictOverviewView {
  @Field(() => Int, { description: 'Ongoing alerts of the district.' }) activeAlerts!: number;
  @Field(() => Int, { description: 'Volunteers of the district now Available.' }) activeMembers!: number;
}

@ViewType('MapCluster', {
  description: 'Two or more points of a layer in one cell of the map grid (shared/map-grid.ts).',
})
export class MapClusterView {
  @Field(() => String, { description: 'The cell: zoom/row/column.' }) key!: string;
  @Field(() => Float, { description: 'Mean latitude of the points (public rounding).' }) latitude!: number;
  @Field(() => Float, { description: 'Mean longitude of the points (public rounding).' }) longitude!: number;
  @Field(() => Int, { description: 'How many points the cell holds.' }) count!: number;
}

@ViewType('MapAlertLayer', {
  description: 'The alerts of the box: `total` is every one, each in a cluster or a marker.',
})
export class MapAlertLayerView {
  @Field(() => Int, { description: 'Every alert in the box.' }) total!: number;
  @Field(() => [MapClusterView], { description: 'Cells holding two or more alerts.' }) clusters!: MapClusterView[];
  @Field(() => [AlertView], {
    description: 'Alerts alone in their cell, or all of them when the box holds at most 100.',
  })
  markers!: AlertView[];
}

@ViewType('MapAidRequestLayer', {
  description: 'Ongoing or delivered aid requests of the box: `total` is every one, each in a cluster or a marker.',
})
export class MapAidRequestLayerView {
  @Field(() => Int, { description: 'Every request of the layer in the box.' }) total!: number;
  @Field(() => [MapClusterView], { description: 'Cells holding two or more requests.' }) clusters!: MapClusterView[];
  @Field(() => [AidRequestView], {
    description: 'Requests alone in their cell, or all of them when the box holds at most 100.',
  })
  markers!: AidRequestView[];
}

@ViewType('MapView', {
  description:
    'The public map of a box at a zoom, clustered on the grid of `gridZoom` (coarser than the zoom asked when the box is large).',
})
export class PublicMapView {
  @Field(() => Int, { description: 'The zoom level of the grid the points are clustered on.' }) gridZoom!: number;
  @Field(() => Int, { description: 'The first grid row of the box.' }) rowMin!: number;
  @Field(() => Int, { description: 'The last grid row of the box.' }) rowMax!: number;
  @Field(() => Int, { description: 'The first grid column of the box.' }) colMin!: number;
  @Field(() => Int, { description: 'The last grid column of the box.' }) colMax!: number;
  @Field(() => MapAlertLayerView, { description: 'The alerts layer.' }) alerts!: MapAlertLayerView;
  @Field(() => MapAidRequestLayerView, { description: 'The ongoing aid requests layer.' })
  ongoing!: MapAidRequestLayerView;
  @Field(() => MapAidRequestLayerView, { description: 'The delivered aid requests layer.' })
  delivered!: MapAidRequestLayerView;
}
