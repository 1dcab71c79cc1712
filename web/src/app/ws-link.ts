import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type ClientOptions, type Message } from 'graphql-ws';

/** What the link keeps across reconnections: the highest event sequence received, and whether it was sent to resume. */
export interface ResumeState {
  highest?: number;
  resumed: boolean;
}

/**
 * Notes the event sequence a `next` message carries (`payload.extensions.sequence`'s protocol). A resume
 * gap forgets the highest: the server could not replay after it (a database restored from a backup numbers its
 * events lower than the page's), so only the sequences that come after the gap say where to resume.
 */
export function noteMessage(state: ResumeState, message: Message): void {
  if (message.type !== 'next') return;
  if (message.payload.extensions?.resumeGap) {
    state.highest = undefined;
    return;
  }
  const sequence: unknown = message.payload.extensions?.sequence;
  if (typeof sequence === 'number' && !(sequence <= (state.highest ?? -Infinity))) state.highest = sequence;
}

/** Sent with every connection: after a drop, the server replays what came after `resumeAfter`. */
export function connectionParams(state: ResumeState): Record<string, number> {
  state.resumed = state.highest !== undefined;
  return state.resumed ? { resumeAfter: state.highest! } : {};
}

/**
 * Whether the queries must be fetched again once connected: on the first connection (what changed between their
 * load and the socket opening) and after a drop with nothing to resume from. A resumed connection gets the missed
 * events from the server instead, or `extensions.resumeGap` (then the query concerned reloads, useLiveQuery).
 */
export const needsCatchUp = (state: ResumeState): boolean => !state.resumed;

/**
 * Subscriptions over graphql-ws on the same path; reconnects for as long as the page is open. `eventsAfter`: the
 * event sequence the page's data is as of (a server-rendered page's); the first connection resumes after it.
 * `onConnected` is told at every connection whether the queries must be fetched again (`needsCatchUp`).
 */
export function createWsLink(
  onConnected: (catchUp: boolean) => void,
  create: (options: ClientOptions) => ReturnType<typeof createClient> = createClient,
  eventsAfter?: number,
): GraphQLWsLink {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const state: ResumeState = { highest: eventsAfter, resumed: false };
  const connected = () => onConnected(needsCatchUp(state));
  return new GraphQLWsLink(
    create({
      url,
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      connectionParams: () => connectionParams(state),
      on: { connected, message: (message) => noteMessage(state, message) },
    }),
  );
}
