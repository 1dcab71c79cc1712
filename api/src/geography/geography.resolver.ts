import { Arg, FieldResolver, Float, Int, Query, Resolver, Root, ID } from 'type-graphql';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import { parseEnvironment } from '../core/config/config.js';
import type { Boundary } from './geography.entity.js';
import { GeographyService } from './geography.service.js';
import { gnView } from './place-views.js';
import {
  DistrictBoundaryView,
  DistrictView,
  DsDivisionView,
  GnDivisionView,
  LocationView,
  MapConfigView,
  MapOutlineView,
  PlaceMatchView,
} from './geography.types.js';

/** About 100 m is plenty for outlines on a country map and halves the payload on slow networks. */
function mapPrecision(boundary: Boundary): Boundary {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return boundary.map((polygon) =>
    polygon.map((ring) =>
      ring
        .map(([lng, lat]) => [round(lng!), round(lat!)])
        .filter((p, i, all) => i === 0 || i === all.length - 1 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]),
    ),
  );
}

@Resolver(() => DistrictView)
export class GeographyResolver {
  private readonly geography = GeographyService.instance();

  @Audience(PUBLIC)
  @Query(() => [DistrictView], { description: 'The 25 districts, by English name.' })
  districts(): DistrictView[] {
    return this.geography.districts.map(DistrictView.from);
  }

  @Audience(PUBLIC)
  @Query(() => [DsDivisionView], {
    description: 'DS divisions of a district (its P-code), by English name: at most a few dozen.',
  })
  dsDivisions(
    @Arg('district', () => ID, { description: "The district's P-code (LK11)." }) district: string,
  ): DsDivisionView[] {
    return this.geography.dsDivisionsOf(district).map(DsDivisionView.from);
  }

  @Audience(PUBLIC)
  @Query(() => [GnDivisionView], {
    description: 'GN divisions of a DS division (its P-code), by English name: a few dozen, up to about a hundred.',
  })
  gnDivisions(
    @Arg('dsDivision', () => ID, { description: "The DS division's P-code (LK1103)." }) dsDivision: string,
  ): GnDivisionView[] {
    const ds = this.geography.requireDsDivision(dsDivision);
    return this.geography.gazetteer
      .gnDivisionsOf(ds.code)
      .map(GnDivisionView.from)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  @Audience(PUBLIC)
  @Query(() => PlaceMatchView, {
    nullable: true,
    description:
      "The P-codes of a place's English name (common spellings and old names too): a district, else a DS division (within `district` when given, else one whose name is unique in the country); null when nothing matches.",
  })
  placeByName(
    @Arg('name', () => String, { description: 'A district or DS division name, as people write it.' }) name: string,
    @Arg('district', () => ID, {
      nullable: true,
      description: 'Look for a DS division of this district (P-code) only.',
    })
    district: string | null,
  ): PlaceMatchView | null {
    const place = this.geography.placeByName(name, district ?? undefined);
    return place
      ? Object.assign(new PlaceMatchView(), {
          district: DistrictView.from(place.district),
          dsDivision: place.ds && DsDivisionView.from(place.ds),
        })
      : null;
  }

  @Audience(PUBLIC)
  @Query(() => LocationView, {
    description: 'The district and DS division at a point; OUTSIDE_SRI_LANKA when none is near.',
  })
  locate(
    @Arg('latitude', () => Float, { description: 'Degrees north (WGS 84).' }) latitude: number,
    @Arg('longitude', () => Float, { description: 'Degrees east (WGS 84).' }) longitude: number,
  ): LocationView {
    const found = this.geography.locate(latitude, longitude);
    return Object.assign(new LocationView(), {
      district: DistrictView.from(found.district),
      dsDivision: DsDivisionView.from(found.dsDivision),
      gnDivision: gnView(this.geography.gazetteer.nearestIn(found.dsDivision.code, latitude, longitude)),
      method: found.method,
    });
  }

  @Audience(PUBLIC)
  @Query(() => [DistrictBoundaryView], {
    description: 'District outlines, so the map shows Sri Lanka when no tile server can be reached.',
  })
  districtBoundaries(): DistrictBoundaryView[] {
    return this.geography.districts.map((d) =>
      Object.assign(new DistrictBoundaryView(), {
        code: d.code,
        name: d.name.en,
        coordinates: mapPrecision(d.boundary),
      }),
    );
  }

  @Audience(PUBLIC)
  @Query(() => MapOutlineView, {
    description:
      'District outlines pre-drawn for one zoom level: the picture of the map the home page shows before its scripts arrive.',
  })
  mapOutline(
    @Arg('zoom', () => Int, { description: 'The zoom level the outlines are drawn for.' }) zoom: number,
  ): MapOutlineView {
    return Object.assign(new MapOutlineView(), { zoom, path: this.geography.outlinePath(zoom) });
  }

  @Audience(PUBLIC)
  @Query(() => MapConfigView, {
    description: 'Map tiles (TILE_URL; a disaster-time deployment may run its own tile server).',
  })
  mapConfig(): MapConfigView {
    const { TILE_URL, TILE_ATTRIBUTION } = parseEnvironment();
    const tileUrl = TILE_URL === 'none' ? null : TILE_URL;
    return Object.assign(new MapConfigView(), { tileUrl, attribution: tileUrl ? TILE_ATTRIBUTION : null });
  }

  @FieldResolver(() => [DsDivisionView], {
    name: 'dsDivisions',
    description: "The district's DS divisions, by English name.",
  })
  divisionsOfDistrict(@Root() district: DistrictView): DsDivisionView[] {
    return this.geography.dsDivisionsOf(district.code).map(DsDivisionView.from);
  }
}
