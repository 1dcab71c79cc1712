import { AppError } from '../core/errors/errors.js';

export const GeographyErrors = {
  unknownDistrict: (name: string) => AppError.coded('UNKNOWN_DISTRICT', 'UNKNOWN_DISTRICT', { name }),
  unknownDsDivision: (name: string) => AppError.coded('UNKNOWN_DS_DIVISION', 'UNKNOWN_DS_DIVISION', { name }),
  dsNotInDistrict: () =>
    new AppError('DS_NOT_IN_DISTRICT', 'The divisional secretariat does not belong to the selected district.'),
  pointInOtherDistrict: (pointDistrict: string, namedDistrict: string) =>
    AppError.coded('BAD_USER_INPUT', 'PLACE_IN_OTHER_DISTRICT', { pointDistrict, namedDistrict }, 'district'),
  placeNotConfirmed: () => AppError.coded('PLACE_NOT_CONFIRMED', 'PLACE_NOT_CONFIRMED'),
  gnNotInDs: () => AppError.coded('BAD_USER_INPUT', 'GN_NOT_IN_DS', undefined, 'gnDivision'),
  placeAlreadyConfirmed: () => AppError.coded('PLACE_ALREADY_CONFIRMED', 'PLACE_ALREADY_CONFIRMED'),
  outsideSriLanka: () => new AppError('OUTSIDE_SRI_LANKA', 'This location is outside Sri Lanka.'),
  badZoom: (min: number, max: number) => AppError.badInput(`Zoom must be a whole number from ${min} to ${max}.`),
  badCoordinates: () => AppError.badInput('Latitude must be between -90 and 90 and longitude between -180 and 180.'),
};
