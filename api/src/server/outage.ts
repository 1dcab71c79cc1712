import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { RETRY_AFTER_SECONDS } from '../core/limits/database-outage.js';
import { unavailableAnswer } from '../core/errors/error-answer.js';
import type { Readiness } from './health.js';

/** A GraphQL answer carrying SERVICE_UNAVAILABLE goes out as HTTP 503 with Retry-After, like REST. */
export function graphqlOutagePlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ response }) => {
        if (response.body.kind !== 'single') return;
        if (!response.body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
      },
    }),
  };
}

/**
 * While the database is known to be down, API calls answer 503 at once (with Retry-After) instead of each waiting for
 * a connection timeout; they pass again as soon as the readiness check sees PostgreSQL answer.
 */
export function outageGuard(readiness: Readiness): RequestHandler {
  return (req, res, next) => {
    if (!readiness.databaseDown) return next();
    const { status, code, message } = unavailableAnswer();
    res.status(status).set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (req.baseUrl === '/graphql') res.json({ errors: [{ message, extensions: { code } }] });
    else res.json({ message, code });
  };
}
