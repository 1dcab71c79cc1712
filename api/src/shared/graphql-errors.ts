import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from './errors.js';

const PASS_THROUGH = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'PERSISTED_QUERY_NOT_FOUND', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * Maps errors to the client: an AppError keeps its stable code, message and field details; GraphQL's own
 * request errors keep their code; anything else is logged and masked.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, log: (e: unknown) => void = console.error): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PASS_THROUGH.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  log(original);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL' } };
}
