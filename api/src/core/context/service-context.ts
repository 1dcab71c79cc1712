import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../policy/actor.js';
import type { RequestContext } from './context.js';

/** A context for work done outside a request (operator commands, demo data, tests), on the caller's EntityManager. */
export function systemContext(em: EntityManager, actor: Actor | null = null): RequestContext {
  return { em, actor, clientKey: 'system', sessionToken: null, transport: null, limiter: null };
}
