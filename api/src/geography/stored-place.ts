import type { EntityManager } from '@mikro-orm/postgresql';
import { isBlank } from '../../../shared/validation.js';
import { GeographyErrors } from './geography.errors.js';
import { GeographyService, type ResolvedPlace } from './geography.service.js';
import type { DsDivisionRecord } from './geography.data.js';
import { announce } from '../core/events/notify.js';
import { Topics, type PlaceToConfirmSubject } from '../core/events/events.js';
import { District, DsDivision } from './geography.entity.js';
import { PlaceResolvedBy } from './place-names.js';

/** A submission's place as stored: a DS division, or only the district while the place is to confirm. */
export interface StoredPlace {
  districtCode: string;
  dsDivisionCode: string | null;
  gnDivisionCode: string | null;
  placeResolvedBy: PlaceResolvedBy | null;
  /** The place field as sent, when it was not a DS division's own name (a town, a village, an unknown name). */
  placeAsSent: string | null;
}

const PLACE_AS_SENT_MAX = 100;

/**
 * Nothing life-saving is refused for its place: an aid request or an early-warning report whose place name stands in
 * no one DS division of a known district is kept with its district and the name as sent, for an officer to place.
 * Only an unknown district (and no usable point) is refused: `errors` then holds the district's rule.
 */
export function placeToStore(
  place: ResolvedPlace,
  placeSent: string | null | undefined,
): { stored?: StoredPlace; errors?: ResolvedPlace['errors'] } {
  if (!place.district) return { errors: place.errors };
  const sent = isBlank(placeSent) ? null : placeSent!.trim().slice(0, PLACE_AS_SENT_MAX);
  return {
    stored: {
      districtCode: place.district.code,
      dsDivisionCode: place.ds?.code ?? null,
      gnDivisionCode: place.gn?.code ?? null,
      placeResolvedBy: place.resolvedBy ?? null,
      placeAsSent: place.resolvedBy === PlaceResolvedBy.NAME ? null : sent,
    },
  };
}

/** A place taken from a session or an SMS already read: nothing was resolved from a name. */
export const knownPlace = (districtCode: string, dsDivisionCode: string): StoredPlace => ({
  districtCode,
  dsDivisionCode,
  gnDivisionCode: null,
  placeResolvedBy: null,
  placeAsSent: null,
});

/** The stored place as an entity's columns (district and DS division as references). */
export function storedPlaceRefs(em: EntityManager, place: StoredPlace) {
  return {
    district: em.getReference(District, place.districtCode),
    dsDivision: place.dsDivisionCode === null ? null : em.getReference(DsDivision, place.dsDivisionCode),
    gnDivisionCode: place.gnDivisionCode,
    placeResolvedBy: place.placeResolvedBy,
    placeAsSent: place.placeAsSent,
  };
}

/** A request, report or volunteer without a DS division yet. */
export interface UnplacedRow {
  district: { code: string };
  dsDivision?: DsDivision | null;
  placeResolvedBy?: PlaceResolvedBy | null;
}

/** A request or report whose place an officer may confirm. */
export interface PlaceableRow extends UnplacedRow {
  gnDivisionCode?: string | null;
  latitude: number;
  longitude: number;
}

/** An officer gives a row without a DS division one of its district's (P-code or name), once. */
export function placeInDsDivision(
  em: EntityManager,
  row: UnplacedRow,
  dsSent: string,
  geography = GeographyService.instance(),
): DsDivisionRecord {
  if (row.dsDivision) throw GeographyErrors.placeAlreadyConfirmed();
  const ds = geography.requireDsDivision(dsSent, row.district.code);
  row.dsDivision = em.getReference(DsDivision, ds.code);
  row.placeResolvedBy = PlaceResolvedBy.OFFICER;
  return ds;
}

/**
 * An officer places a kept request or report: a DS division of its district (P-code or name) and optionally a GN
 * division of that DS division. A row that stood at its district's centre (it came without a point) moves to the GN
 * division's centre or the DS division's.
 */
export function confirmPlace(
  em: EntityManager,
  row: PlaceableRow,
  dsSent: string,
  gnSent: string | null | undefined,
  geography = GeographyService.instance(),
): void {
  const district = geography.district(row.district.code);
  const ds = placeInDsDivision(em, row, dsSent, geography);
  const gn = isBlank(gnSent) ? undefined : geography.gazetteer.gnDivision(gnSent!);
  if (!isBlank(gnSent) && gn?.dsCode !== ds.code) throw GeographyErrors.gnNotInDs();
  const atDistrictCentre = row.latitude === district.centroid[0] && row.longitude === district.centroid[1];
  row.gnDivisionCode = gn?.code ?? null;
  if (atDistrictCentre) Object.assign(row, geography.fallbackCoordinates(district.code, ds.code, gn?.code));
}

/** Tells the district's officers that a request, report or volunteer entered (KEPT) or left (PLACED) its queue of places to confirm. */
export function announcePlaceToConfirm(
  em: EntityManager,
  subject: PlaceToConfirmSubject,
  row: { id: number; district: { code: string } },
  change: 'KEPT' | 'PLACED',
): Promise<void> {
  return announce(em, Topics.placesToConfirmChanged, { subject, id: row.id, districtCode: row.district.code, change });
}

/** The DS division's name for the old client's one text field: the name as sent while the place is to confirm. */
export const dsNameOrSent = (view: { dsDivision: { name: string } | null; placeAsSent: string | null }): string =>
  view.dsDivision?.name ?? view.placeAsSent ?? '';
