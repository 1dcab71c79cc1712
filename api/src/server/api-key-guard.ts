import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import { actorForApiKey, keyPrefixOf } from '../api-keys/api-keys.service.js';
import { errorAnswer } from '../core/errors/error-answer.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';
import { apiKeyFrom } from './request-context.js';

/**
 * Requests sent with an API key: the key is checked and counted once, before any GraphQL or REST handler;
 * an unknown or revoked key answers 401 and a key past its limit 429 with Retry-After. Otherwise its actor is left
 * for the request's context (request-context.ts). Answers for a key are never cached by a shared cache.
 */
export function apiKeyGuard(rootEm: EntityManager, limiter: RateLimiter, log: (e: unknown) => void): RequestHandler {
  return (req, res, next) => {
    const sent = apiKeyFrom(req.headers);
    if (!sent) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.locals.apiKeyPrefix = keyPrefixOf(sent);
    actorForApiKey(rootEm.fork(), limiter, sent).then(
      (actor) => {
        res.locals.apiKeyActor = actor;
        next();
      },
      (error: unknown) => {
        const { status, code, message, messageCode, messageValues, retryAfter } = errorAnswer(error, log);
        if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
        const extensions = {
          code,
          messageCode,
          ...(messageValues ? { messageValues } : {}),
          ...(retryAfter ? { retryAfter } : {}),
        };
        res
          .status(status)
          .json(req.baseUrl === '/graphql' ? { errors: [{ message, extensions }] } : { message, ...extensions });
      },
    );
  };
}
