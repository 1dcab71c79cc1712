import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { RequestContext } from '../context/context.js';
import { authorizeCall } from './policy.js';

export const PUBLIC = 'public';

/** GraphQL field name -> audience ("public" or an ability). A test fails on any field that declares none. */
export const declaredAudiences = new Map<string, string>();

const requireAudience =
  (ability: string | null): MiddlewareFn<RequestContext> =>
  ({ context, info }, next) => {
    authorizeCall(context.actor, ability, info.operation.operation === 'mutation' ? 'change' : 'read');
    return next();
  };

/**
 * Declares who may call a query, mutation or subscription: `@Audience(PUBLIC)` or `@Audience(ability)`.
 * An ability is checked here by role only; the service checks it again against the subject's scope. API keys are
 * checked here for public fields too (authorizeCall: they read only, and public fields need `public:read`).
 */
export function Audience(audience: string): MethodDecorator {
  return (target, key, descriptor) => {
    declaredAudiences.set(String(key), audience);
    UseMiddleware(requireAudience(audience === PUBLIC ? null : audience))(target, key, descriptor);
  };
}
