import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, Int, InterfaceType, registerEnumType } from 'type-graphql';
import type { DistrictRecord, DsDivisionRecord } from './geography.data.js';
import type { GnDivision } from './gazetteer.js';
import type { LocateMethod } from './locate.js';
import { PlaceResolvedBy } from './place-names.js';
import { ViewType } from '../core/paging/view-type.js';

export enum LocateMethodEnum {
  POLYGON = 'POLYGON',
  NEAREST = 'NEAREST',
}
registerEnumType(LocateMethodEnum, {
  name: 'LocateMethod',
  description:
    'POLYGON: the point lies inside the DS boundary; NEAREST: just outside every boundary (coast, lagoon), nearest DS taken.',
  valuesConfig: {
    POLYGON: { description: "The point lies inside a division's outline." },
    NEAREST: { description: 'The point lies just off any outline (coast): the nearest division.' },
  },
});

registerEnumType(PlaceResolvedBy, {
  name: 'PlaceResolvedBy',
  description:
    "How a form's place was read: a DS division's name or a reviewed other name, a GN division's or a village's name in the gazetteer, the point sent, or an officer who placed it.",
  valuesConfig: {
    NAME: { description: 'The P-code or official name (folded for spelling).' },
    COORDINATES: { description: 'The coordinates sent decided the DS division.' },
    ALIAS: { description: "A reviewed other name of the DS division (an old client's spelling)." },
    GN_DIVISION: { description: "A Grama Niladhari division's name in the gazetteer, in one DS division." },
    VILLAGE: { description: "A village's or town's name in the gazetteer, in one DS division." },
    OFFICER: { description: 'An officer of the district placed it (its place was to confirm).' },
  },
});

/** What a district's and a DS division's views share: the code, the names in three languages and the centre. */
const namedPlace = (record: DistrictRecord | DsDivisionRecord) => ({
  code: record.code,
  name: record.name.en,
  nameSi: record.name.si,
  nameTa: record.name.ta,
  latitude: record.centroid[0],
  longitude: record.centroid[1],
});

// A place's view never changes and every row of a list shows one: made once per reference record, frozen.
const placeViewCache = new WeakMap<object, object>();
function viewOf<V extends object>(record: object, make: () => V): V {
  let view = placeViewCache.get(record) as V | undefined;
  if (!view) {
    view = Object.freeze(make());
    placeViewCache.set(record, view);
  }
  return view;
}

@ViewType('District', {
  description: 'One of the 25 districts, keyed by OCHA P-code (e.g. LK11).',
})
export class DistrictView {
  @Field(() => ID, { description: "The district's P-code (LK11)." })
  code!: string;

  @Field(() => String, { description: 'English name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Sinhala name; null until reviewed (D25).' })
  nameSi!: string | null;

  @Field(() => String, { nullable: true, description: 'Tamil name; null until reviewed (D25).' })
  nameTa!: string | null;

  @Field(() => String, { description: 'The province (English name).' })
  province!: string;

  @Field(() => Float, { description: "The district's centre, degrees north." })
  latitude!: number;

  @Field(() => Float, { description: "The district's centre, degrees east." })
  longitude!: number;

  static from(record: DistrictRecord): DistrictView {
    return viewOf(record, () =>
      Object.assign(new DistrictView(), { ...namedPlace(record), province: record.province }),
    );
  }
}

@ViewType('DsDivision', {
  description: 'A divisional secretariat division, keyed by OCHA P-code (e.g. LK1103).',
})
export class DsDivisionView {
  @Field(() => ID, { description: "The DS division's P-code (LK1103)." })
  code!: string;

  @Field(() => String, { description: 'English name.' })
  name!: string;

  @Field(() => String, { description: 'Sinhala name, where the reference data has one.', nullable: true })
  nameSi!: string | null;

  @Field(() => String, { description: 'Tamil name, where the reference data has one.', nullable: true })
  nameTa!: string | null;

  @Field(() => String, { description: 'The P-code of its district.' })
  districtCode!: string;

  @Field(() => Float, { description: "The division's centre, degrees north." })
  latitude!: number;

  @Field(() => Float, { description: "The division's centre, degrees east." })
  longitude!: number;

  static from(record: DsDivisionRecord): DsDivisionView {
    return viewOf(record, () =>
      Object.assign(new DsDivisionView(), { ...namedPlace(record), districtCode: record.districtCode }),
    );
  }
}

@ViewType('GnDivision', {
  description: 'A Grama Niladhari (GN) division: the level below a DS division (the gazetteer; centres, no outlines).',
})
export class GnDivisionView {
  @Field(() => ID, { description: "The GN division's code: its DS division's P-code and three digits (LK1103005)." })
  code!: string;

  @Field(() => String, { description: 'English name.' })
  name!: string;

  @Field(() => String, { description: 'Sinhala name, where the gazetteer has one.', nullable: true })
  nameSi!: string | null;

  @Field(() => String, { description: 'The P-code of its DS division.' })
  dsDivisionCode!: string;

  @Field(() => Float, { description: "The division's centre, degrees north." })
  latitude!: number;

  @Field(() => Float, { description: "The division's centre, degrees east." })
  longitude!: number;

  static from(gn: GnDivision): GnDivisionView {
    return Object.assign(new GnDivisionView(), {
      code: gn.code,
      name: gn.name.en,
      nameSi: gn.name.si,
      dsDivisionCode: gn.dsCode,
      latitude: gn.centre[0],
      longitude: gn.centre[1],
    });
  }
}

@ViewType('DistrictBoundary', {
  description: 'A district outline for drawing the map without tiles.',
})
export class DistrictBoundaryView {
  @Field(() => ID, { description: "The district's P-code." }) code!: string;
  @Field(() => String, { description: "The district's English name." }) name!: string;
  @Field(() => GraphQLJSON, { description: 'GeoJSON MultiPolygon coordinates ([lng, lat]), simplified.' })
  coordinates!: unknown;
}

@ViewType('MapOutline', {
  description:
    'Every district outline as one SVG path in Web Mercator pixels, for a map picture drawn without scripts or tiles.',
})
export class MapOutlineView {
  @Field(() => Int, { description: 'The zoom level it is drawn for.' }) zoom!: number;
  @Field(() => String, {
    description: 'SVG path data in whole pixels at this zoom (256-px tiles), relative moves within each ring.',
  })
  path!: string;
}

@ViewType('MapConfig', { description: "Where the map's tiles come from." })
export class MapConfigView {
  @Field(() => String, { nullable: true, description: 'Tile URL template; null when no tile server is configured.' })
  tileUrl!: string | null;
  @Field(() => String, { description: "The tiles' attribution text; null when none is needed.", nullable: true })
  attribution!: string | null;
}

@ViewType('Location', { description: 'The place at a point.' })
export class LocationView {
  @Field(() => DistrictView, { description: 'The district at the point.' })
  district!: DistrictView;

  @Field(() => DsDivisionView, { description: 'The DS division at the point.' })
  dsDivision!: DsDivisionView;

  @Field(() => GnDivisionView, {
    nullable: true,
    description:
      'The GN division of that DS division whose centre is nearest the point (the gazetteer has no outlines).',
  })
  gnDivision!: GnDivisionView | null;

  @Field(() => LocateMethodEnum, { description: 'How it was found.' })
  method!: LocateMethod;
}

@ViewType('PlaceMatch', {
  description: 'The place a name stands for: a district, or a DS division and its district.',
})
export class PlaceMatchView {
  @Field(() => DistrictView, { description: "The district named, or the DS division's district." })
  district!: DistrictView;

  @Field(() => DsDivisionView, {
    nullable: true,
    description: "The DS division named; null when the name is a district's.",
  })
  dsDivision!: DsDivisionView | null;
}

/**
 * The place fields of what people submit with a place name (aid requests, early-warning reports): the DS division,
 * null while the place is to confirm, and what the name sent was read as.
 */
@InterfaceType('SubmittedPlace', {
  description: 'What people submit with a place name (aid requests, early-warning reports): where it is, as read.',
})
export abstract class SubmittedPlaceFields {
  @Field(() => DsDivisionView, {
    nullable: true,
    description: 'The DS division; null while its place is to confirm (an officer of the district places it).',
  })
  dsDivision!: DsDivisionView | null;

  @Field(() => GnDivisionView, { nullable: true, description: 'The GN division, when the place sent was one.' })
  gnDivision!: GnDivisionView | null;

  @Field(() => String, {
    nullable: true,
    description: "The place as sent, when it was not a DS division's own name (a town, a village, a name to confirm).",
  })
  placeAsSent!: string | null;

  @Field(() => Boolean, {
    description: 'Its place is to confirm: the name sent stands in no one DS division of the district.',
  })
  placeToConfirm!: boolean;
}

@ViewType('PlaceToConfirmChange', {
  description:
    "A request, report or volunteer entered its district's queue of places to confirm, or an officer placed it.",
})
export class PlaceToConfirmChangeView {
  @Field(() => String, { description: 'AID_REQUEST, REPORT or VOLUNTEER.' }) subject!: string;
  @Field(() => ID, { description: "The request's, report's or volunteer's id." }) id!: string;
  @Field(() => String, { description: 'KEPT (entered the queue) or PLACED (left it).' }) change!: string;
}
