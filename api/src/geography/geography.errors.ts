import { AppError } from '../shared/errors.js';

export const GeographyErrors = {
  unknownDistrict: (name: string) => new AppError('UNKNOWN_DISTRICT', `Unknown district: ${name}`),
  unknownDsDivision: (name: string) => new AppError('UNKNOWN_DS_DIVISION', `Unknown divisional secretariat: ${name}`),
  dsNotInDistrict: () =>
    new AppError('DS_NOT_IN_DISTRICT', 'The divisional secretariat does not belong to the selected district.'),
  pointInOtherDistrict: (pointDistrict: string, namedDistrict: string) => {
    const message = `The location sent is in ${pointDistrict} district, not in ${namedDistrict} district: choose the district and divisional secretariat of that location.`;
    return AppError.badInput(message, { district: message });
  },
  outsideSriLanka: () => new AppError('OUTSIDE_SRI_LANKA', 'This location is outside Sri Lanka.'),
  badZoom: (min: number, max: number) => AppError.badInput(`Zoom must be a whole number from ${min} to ${max}.`),
  badCoordinates: () => AppError.badInput('Latitude must be between -90 and 90 and longitude between -180 and 180.'),
};
