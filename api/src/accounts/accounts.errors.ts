import { AppError } from '../shared/errors.js';

export const AccountErrors = {
  loginFailed: () => new AppError('LOGIN_FAILED', 'Login failed. Please check your credentials.'),
  roleMismatch: () => new AppError('ROLE_MISMATCH', 'Role mismatch. Please select the correct role for this user.'),
  tooManyAttempts: (retryAfterSeconds: number) => AppError.rateLimited('Too many login attempts. Please wait a few minutes and try again.', retryAfterSeconds),
  slowDown: (retryAfterSeconds: number) => AppError.rateLimited(`Too many failed attempts for this user ID. Please wait ${retryAfterSeconds} seconds and try again.`, retryAfterSeconds),
  emailTaken: () => new AppError('EMAIL_TAKEN', 'An account with this email already exists.'),
  wrongCurrentPassword: () => new AppError('WRONG_PASSWORD', 'The current password is not correct.'),
  userNotFound: (id: number) => AppError.notFound(`No user with ID ${id}.`),
};
