import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The seeds' error text: the server's message, else "Server error: {status}", else "Unknown server error". */
export function serverMessage(error: unknown, t: (id: 'aid.unknownServerError' | 'aid.serverError', values?: Record<string, string | number>) => string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? t('aid.unknownServerError');
  if (ServerError.is(error)) return t('aid.serverError', { status: error.statusCode });
  return t('aid.unknownServerError');
}

/** Field errors the server sent with BAD_USER_INPUT. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

/** A key sent with a submission so a retry on a bad network never makes it twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();
