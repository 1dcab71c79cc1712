import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import {
  activeSubscriptions,
  collectProcessMetrics,
  graphqlDuration,
  httpDuration,
  metricsRegistry,
  operationLabel,
} from './metrics.js';

/** The route pattern (never the raw URL, whose ids and queries would make a series per request). */
export function routeLabel(req: Request, res: Response): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.baseUrl) return req.baseUrl;
  if (res.statusCode < 400 && req.path.startsWith('/assets/')) return '/assets/*';
  return res.statusCode === 404 ? 'unmatched' : 'other';
}

export const httpMetrics: RequestHandler = (req, res, next) => {
  const end = httpDuration.startTimer();
  res.once('finish', () =>
    end({ method: req.method, route: routeLabel(req, res), status: `${Math.floor(res.statusCode / 100)}xx` }),
  );
  next();
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics: 404 when no token is configured (metrics off), 401 without the bearer token, else the scrape. */
export function metricsRoute(token: string | undefined): RequestHandler {
  if (token) collectProcessMetrics();
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!token) return void res.status(404).type('text/plain').send('Not found.');
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7).trim(), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return void res.status(401).type('text/plain').send('A bearer token is needed.');
    }
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  };
}

/** Times every GraphQL operation served over HTTP by its (bounded) operation name. */
export const graphqlMetricsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    const end = graphqlDuration.startTimer();
    return {
      async willSendResponse({ operationName, operation, errors }) {
        end({
          operation: operationLabel(operationName),
          type: operation?.operation ?? 'unknown',
          outcome: errors?.length ? 'error' : 'ok',
        });
      },
    };
  },
};

/**
 * A subscription's event stream, counted in lr_graphql_subscriptions_active while it is served. An iterator of its
 * own rather than a generator: `return()` (a client leaving) must end it at once, even while it waits for an event.
 */
export function countedSubscription<T>(events: AsyncIterable<T>): AsyncIterableIterator<T> {
  const inner = events[Symbol.asyncIterator]();
  let counted = true;
  activeSubscriptions.inc();
  const finish = () => {
    if (counted) activeSubscriptions.dec();
    counted = false;
  };
  return {
    next: async () => {
      const result = await inner.next();
      if (result.done) finish();
      return result;
    },
    return: async (value?: unknown) => {
      finish();
      return inner.return ? inner.return(value) : { done: true, value: undefined };
    },
    throw: async (error?: unknown) => {
      finish();
      if (inner.throw) return inner.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
