import { ImageErrors } from '../images/images.service.js';
import { AppError } from '../shared/errors.js';

export const VerificationErrors = {
  reportNotFound: (id: number) => AppError.notFound(`Report ${id} was not found.`),
  noImage: () => AppError.notFound('This report has no image.'),
  imageNotFound: () => ImageErrors.notFound(),
  badThreshold: () => AppError.badInput('minConfidence must be between 0 and 100.'),
};
