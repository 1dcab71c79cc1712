import { AppError } from '../shared/errors.js';

export const AccountErrors = {
  loginFailed: () => new AppError('LOGIN_FAILED', 'Login failed. Please check your credentials.', 401),
  roleMismatch: () => new AppError('ROLE_MISMATCH', 'Role mismatch. Please select the correct role for this user.', 403),
  tooManyAttempts: () => AppError.rateLimited('Too many login attempts. Please wait a few minutes and try again.'),
  emailTaken: () => AppError.conflict('EMAIL_TAKEN', 'An account with this email already exists.'),
  wrongCurrentPassword: () => new AppError('WRONG_PASSWORD', 'The current password is not correct.', 400),
  userNotFound: (id: number) => AppError.notFound(`No user with ID ${id}.`),
};
