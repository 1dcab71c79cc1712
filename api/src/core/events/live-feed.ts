import { Subscription } from 'type-graphql';
import type { RequestContext } from '../context/context.js';
import type { Topic } from './events.js';

/** Who may hear one event: the same decision for a live push and for a replay after a reconnect. */
export type LiveFilter = (data: { payload: never; args: Record<string, unknown>; context: RequestContext }) => boolean;

export interface LiveFeed {
  topics: Topic[];
  filter: LiveFilter | null;
}

/** GraphQL subscription field name -> its topics and filter, read by the server's fan-out (server/live-groups.ts). */
export const liveFeeds = new Map<string, LiveFeed>();

type ReturnTypeFunc = Parameters<typeof Subscription>[0];

interface LiveOptions<P, A> {
  topics: Topic | Topic[];
  description: string;
  filter?: (data: { payload: P; args: A; context: RequestContext }) => boolean;
}

/**
 * A type-graphql @Subscription whose topics and filter are also registered for the fan-out, which executes each
 * event once per audience group instead of once per subscriber.
 */
export function LiveSubscription<P = unknown, A = Record<string, unknown>>(
  returnType: ReturnTypeFunc,
  options: LiveOptions<P, A>,
): MethodDecorator {
  const topics = Array.isArray(options.topics) ? options.topics : [options.topics];
  return (target, key, descriptor) => {
    liveFeeds.set(String(key), { topics, filter: (options.filter as LiveFilter | undefined) ?? null });
    Subscription(returnType, {
      topics,
      description: options.description,
      ...(options.filter ? { filter: options.filter as never } : {}),
    })(target, key, descriptor);
  };
}
