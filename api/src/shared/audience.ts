import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { RequestContext } from './context.js';
import { authorize } from './policy.js';

export const PUBLIC = 'public';

/** GraphQL field name -> audience ("public" or an ability). A test fails on any field that declares none. */
export const declaredAudiences = new Map<string, string>();

const requireAbility =
  (ability: string): MiddlewareFn<RequestContext> =>
  ({ context }, next) => {
    authorize(context.actor, ability);
    return next();
  };

/**
 * Declares who may call a query, mutation or subscription: `@Audience(PUBLIC)` or `@Audience(ability)`.
 * An ability is checked here by role only; the service checks it again against the subject's scope.
 */
export function Audience(audience: string): MethodDecorator {
  return (target, key, descriptor) => {
    declaredAudiences.set(String(key), audience);
    if (audience !== PUBLIC) UseMiddleware(requireAbility(audience))(target, key, descriptor);
  };
}
