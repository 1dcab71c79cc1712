import { ImageErrors } from '../images/images.service.js';
import { AppError } from '../core/errors/errors.js';

export const VerificationErrors = {
  reportNotFound: (id: number) => AppError.coded('NOT_FOUND', 'REPORT_NOT_FOUND', { id }),
  noImage: () => AppError.coded('NOT_FOUND', 'REPORT_HAS_NO_IMAGE'),
  imageNotFound: () => ImageErrors.notFound(),
  badThreshold: () => AppError.badInput('minConfidence must be between 0 and 100.'),
};
