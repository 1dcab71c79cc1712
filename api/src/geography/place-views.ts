import { GeographyService } from './geography.service.js';
import { DistrictView, DsDivisionView } from './geography.types.js';

/** The district and DS division views of a subject, from the reference geography: how every area presents a place. */
export function placeViews(
  districtCode: string,
  dsDivisionCode: string,
): { district: DistrictView; dsDivision: DsDivisionView } {
  const geography = GeographyService.instance();
  return {
    district: DistrictView.from(geography.district(districtCode)),
    dsDivision: DsDivisionView.from(geography.requireDsDivision(dsDivisionCode)),
  };
}

/** DS divisions by code, in the order given. */
export const dsDivisionViews = (codes: string[]): DsDivisionView[] =>
  codes.map((code) => DsDivisionView.from(GeographyService.instance().requireDsDivision(code)));
