import { AppError } from '../shared/errors.js';

export const CapErrors = {
  notFound: (id: string) => AppError.notFound(`Alert ${id} was not found.`),
  unknownDs: (code: string) => new AppError('UNKNOWN_DS_DIVISION', `Unknown divisional secretariat: ${code}`, { dsDivision: 'Unknown divisional secretariat.' }),
};
