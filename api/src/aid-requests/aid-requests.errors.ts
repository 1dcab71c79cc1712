import { AppError } from '../shared/errors.js';

export const AidRequestErrors = {
  notFound: (id: number) => AppError.notFound(`Aid request ${id} was not found.`),
  notPending: () => AppError.conflict('AID_REQUEST_NOT_PENDING', 'This aid request has already been decided.'),
  notOngoing: () => AppError.conflict('AID_REQUEST_NOT_ONGOING', 'Only an approved (ongoing) aid request can be marked delivered.'),
};

export const AidRequestMessages = {
  nicRequired: 'NIC Number is required',
  dateTimeRequired: 'Date and time are required',
  dateTimeInvalid: 'Date and time are not valid',
  familySize: 'Family size must be at least 1',
  typeRequired: 'Type of support is required',
  typeUnknown: 'Choose a type of support from the list',
  descriptionRequired: 'Description is required',
  districtRequired: 'Please select a district',
  dsRequired: 'Please select a divisional secretariat',
};
