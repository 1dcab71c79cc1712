import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from './errors.js';
import { errorAnswer } from './error-answer.js';

/** GraphQL's own request errors (Apollo's codes): they keep their code and locations. */
const PASS_THROUGH = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/** Maps errors to the client through the one error mapper; GraphQL's own request errors keep their code. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, log: (e: unknown) => void = console.error): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  if (!(original instanceof AppError) && typeof code === 'string' && PASS_THROUGH.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  const mapped = errorAnswer(original, log);
  return { message: mapped.message, path: formatted.path, extensions: { code: mapped.code, ...(mapped.fields ? { fields: mapped.fields } : {}), ...(mapped.retryAfter ? { retryAfter: mapped.retryAfter } : {}) } };
}
