import { AppError } from '../shared/errors.js';

export const ReportErrors = {
  notFound: (id: number) => AppError.notFound(`Report ${id} was not found.`),
  notPending: () => AppError.conflict('REPORT_NOT_PENDING', 'This report has already been handled.'),
};

export const ReportMessages = {
  nicRequired: 'NIC Number is required',
  dateTimeRequired: 'Date and time are required',
  dateTimeInvalid: 'Date and time are not valid',
  districtRequired: 'Please select a district',
  dsRequired: 'Please select a divisional secretariat',
};
