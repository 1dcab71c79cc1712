import { AppError } from '../shared/errors.js';

export const CapErrors = {
  notFound: (id: string) => AppError.notFound(`Alert ${id} was not found.`),
};
