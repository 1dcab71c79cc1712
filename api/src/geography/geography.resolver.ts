import { Arg, FieldResolver, Float, Query, Resolver, Root } from 'type-graphql';
import { Audience, PUBLIC } from '../shared/audience.js';
import { GeographyService } from './geography.service.js';
import { DistrictView, DsDivisionView, LocationView } from './geography.types.js';

@Resolver(() => DistrictView)
export class GeographyResolver {
  private readonly geography = GeographyService.instance();

  @Audience(PUBLIC)
  @Query(() => [DistrictView], { description: 'The 25 districts, by English name.' })
  districts(): DistrictView[] {
    return this.geography.districts.map(DistrictView.from);
  }

  @Audience(PUBLIC)
  @Query(() => [DsDivisionView], { description: 'DS divisions of a district (P-code or name), by English name.' })
  dsDivisions(@Arg('district', () => String) district: string): DsDivisionView[] {
    return this.geography.dsDivisionsOf(district).map(DsDivisionView.from);
  }

  @Audience(PUBLIC)
  @Query(() => LocationView, { description: 'The district and DS division at a point; OUTSIDE_SRI_LANKA when none is near.' })
  locate(
    @Arg('latitude', () => Float) latitude: number,
    @Arg('longitude', () => Float) longitude: number,
  ): LocationView {
    const found = this.geography.locate(latitude, longitude);
    return Object.assign(new LocationView(), {
      district: DistrictView.from(found.district),
      dsDivision: DsDivisionView.from(found.dsDivision),
      method: found.method,
    });
  }

  @FieldResolver(() => [DsDivisionView], { name: 'dsDivisions' })
  divisionsOfDistrict(@Root() district: DistrictView): DsDivisionView[] {
    return this.geography.dsDivisionsOf(district.code).map(DsDivisionView.from);
  }
}
