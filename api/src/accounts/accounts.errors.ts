import { AppError } from '../core/errors/errors.js';

export const AccountErrors = {
  loginFailed: () => new AppError('LOGIN_FAILED', 'Login failed. Please check your credentials.'),
  roleMismatch: () => new AppError('ROLE_MISMATCH', 'Role mismatch. Please select the correct role for this user.'),
  tooManyAttempts: (retryAfterSeconds: number) => AppError.rateLimited('TOO_MANY_LOGIN_ATTEMPTS', retryAfterSeconds),
  slowDown: (retryAfterSeconds: number) =>
    AppError.rateLimited('LOGIN_SLOW_DOWN', retryAfterSeconds, { seconds: retryAfterSeconds }),
  emailTaken: () => new AppError('EMAIL_TAKEN', 'An account with this email already exists.'),
  wrongCurrentPassword: () => new AppError('WRONG_PASSWORD', 'The current password is not correct.'),
  userNotFound: (id: number) => AppError.coded('NOT_FOUND', 'USER_NOT_FOUND', { id }),
};
