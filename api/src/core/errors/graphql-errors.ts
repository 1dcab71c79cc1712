import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { reportFailure } from '../../observability/logger.js';
import { currentRequestId } from '../../observability/request-scope.js';
import { AppError, type ErrorCode } from './errors.js';
import { errorAnswer } from './error-answer.js';

/** GraphQL's own request errors (Apollo's codes): they keep their code and locations. */
const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Apollo's own refusals of a request that carry no code: the client's errors, answered with ours and never logged. */
const APOLLO_REFUSALS: Readonly<Record<string, ErrorCode>> = {
  'provided sha does not match query': 'PERSISTED_QUERY_HASH_MISMATCH',
};

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Maps errors to the client through the one error mapper; GraphQL's own request errors keep their code. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (e: unknown) => void = reportFailure,
): GraphQLFormattedError {
  const refusal =
    error instanceof GraphQLError && !error.originalError ? APOLLO_REFUSALS[formatted.message] : undefined;
  const unwrapped = refusal ? AppError.coded(refusal, refusal) : unwrapResolverError(error);
  // A validation rule's refusal (api/src/server/graphql-limits.ts) carries its AppError as the original error.
  const original =
    unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError
      ? unwrapped.originalError
      : unwrapped;
  const code = formatted.extensions?.code;
  // The parser's maxTokens stop: a refused request like the other GraphQL limits.
  if (code === 'GRAPHQL_PARSE_FAILED' && /more tha[nt] \d+ tokens/.test(formatted.message))
    return { message: 'The query is too large.', extensions: { code: 'QUERY_TOO_COMPLEX' } };
  if (!(original instanceof AppError) && typeof code === 'string' && PASS_THROUGH.has(code)) {
    const requestId = currentRequestId();
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code, ...(requestId ? { requestId } : {}) },
    };
  }
  const mapped = errorAnswer(original, log);
  const { fields, fieldCodes, messageCode, messageValues, retryAfter, requestId } = mapped;
  return {
    message: mapped.message,
    path: formatted.path,
    extensions: {
      code: mapped.code,
      ...defined({ fields, fieldCodes, messageCode, messageValues, retryAfter, requestId }),
    },
  };
}
