import { GeographyService } from './geography.service.js';
import type { GnDivision } from './gazetteer.js';
import { DistrictView, DsDivisionView, GnDivisionView } from './geography.types.js';

interface PlaceViews<Ds> {
  district: DistrictView;
  dsDivision: Ds;
}

/**
 * The district and DS division views of a subject, from the reference geography: how every area presents a place.
 * A request or report whose place is to confirm has no DS division yet.
 */
export function placeViews(districtCode: string, dsDivisionCode: string): PlaceViews<DsDivisionView>;
export function placeViews(districtCode: string, dsDivisionCode: string | null): PlaceViews<DsDivisionView | null>;
export function placeViews(districtCode: string, dsDivisionCode: string | null): PlaceViews<DsDivisionView | null> {
  const geography = GeographyService.instance();
  return {
    district: DistrictView.from(geography.district(districtCode)),
    dsDivision: dsDivisionCode === null ? null : DsDivisionView.from(geography.requireDsDivision(dsDivisionCode)),
  };
}

/** DS divisions by code, in the order given. */
export const dsDivisionViews = (codes: string[]): DsDivisionView[] =>
  codes.map((code) => DsDivisionView.from(GeographyService.instance().requireDsDivision(code)));

/** A GN division's view, or null. */
export const gnView = (gn: GnDivision | undefined): GnDivisionView | null => (gn ? GnDivisionView.from(gn) : null);

/** A request's or report's stored place (stored-place.ts) as its view shows it. */
export interface StoredPlaceViews extends PlaceViews<DsDivisionView | null> {
  gnDivision: GnDivisionView | null;
  placeAsSent: string | null;
  placeToConfirm: boolean;
}

/** The place of a request or report: its district, its DS division (null while to confirm), GN division and name sent. */
export function storedPlaceViews(row: {
  district: { code: string };
  dsDivision?: { code: string } | null;
  gnDivisionCode?: string | null;
  placeAsSent?: string | null;
}): StoredPlaceViews {
  const dsCode = row.dsDivision?.code ?? null;
  const gn = row.gnDivisionCode ? GeographyService.instance().gazetteer.gnDivision(row.gnDivisionCode) : undefined;
  return {
    ...placeViews(row.district.code, dsCode),
    gnDivision: gnView(gn),
    placeAsSent: row.placeAsSent ?? null,
    placeToConfirm: dsCode === null,
  };
}
