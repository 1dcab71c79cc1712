import { Field, Float, Int, ObjectType } from 'type-graphql';
import { AidRequestView } from '../aid-requests/aid-requests.types.js';
import { AlertView } from '../alerts/alerts.types.js';
import { DsDivisionView } from '../geography/geography.types.js';

@ObjectType('Counters', { description: 'The home page counters (D18).' })
export class CountersView {
  @Field(() => Int, { description: 'Volunteers now Available.' }) activeVolunteers!: number;
  @Field(() => Int, { description: 'Alerts ever published, resolved ones too.' }) alertsSent!: number;
  @Field(() => Int, { description: 'Aid requests ever made, any status.' }) aidRequested!: number;
}

@ObjectType('DsOfficeContact', { description: 'A DS office\'s public contact number (D16), never a volunteer\'s.' })
export class DsOfficeContactView {
  @Field(() => DsDivisionView) dsDivision!: DsDivisionView;
  @Field(() => String) contactNo!: string;
}

@ObjectType('DistrictOverview', { description: 'DMC dashboard cards (D20).' })
export class DistrictOverviewView {
  @Field(() => Int, { description: 'Ongoing alerts of the district.' }) activeAlerts!: number;
  @Field(() => Int, { description: 'Volunteers of the district now Available.' }) activeMembers!: number;
}

@ObjectType('MapCluster', { description: 'Two or more points of a layer in one cell of the map grid (shared/map-grid.ts).' })
export class MapClusterView {
  @Field(() => String, { description: 'The cell: zoom/row/column.' }) key!: string;
  @Field(() => Float, { description: 'Mean latitude of the points (public rounding).' }) latitude!: number;
  @Field(() => Float, { description: 'Mean longitude of the points (public rounding).' }) longitude!: number;
  @Field(() => Int) count!: number;
}

@ObjectType('MapAlertLayer', { description: 'The alerts of the box: `total` is every one, each in a cluster or a marker.' })
export class MapAlertLayerView {
  @Field(() => Int) total!: number;
  @Field(() => [MapClusterView]) clusters!: MapClusterView[];
  @Field(() => [AlertView], { description: 'Alerts alone in their cell, or all of them when the box holds at most 100.' }) markers!: AlertView[];
}

@ObjectType('MapAidRequestLayer', { description: 'Ongoing or delivered aid requests of the box: `total` is every one, each in a cluster or a marker.' })
export class MapAidRequestLayerView {
  @Field(() => Int) total!: number;
  @Field(() => [MapClusterView]) clusters!: MapClusterView[];
  @Field(() => [AidRequestView], { description: 'Requests alone in their cell, or all of them when the box holds at most 100.' }) markers!: AidRequestView[];
}

@ObjectType('MapView', { description: 'The public map of a box at a zoom, clustered on the grid of `gridZoom` (coarser than the zoom asked when the box is large).' })
export class PublicMapView {
  @Field(() => Int) gridZoom!: number;
  @Field(() => Int) rowMin!: number;
  @Field(() => Int) rowMax!: number;
  @Field(() => Int) colMin!: number;
  @Field(() => Int) colMax!: number;
  @Field(() => MapAlertLayerView) alerts!: MapAlertLayerView;
  @Field(() => MapAidRequestLayerView) ongoing!: MapAidRequestLayerView;
  @Field(() => MapAidRequestLayerView) delivered!: MapAidRequestLayerView;
}
