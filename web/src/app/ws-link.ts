import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/**
 * Subscriptions over graphql-ws on the same path; reconnects for as long as the page is open. `onConnected` runs on
 * every (re)connection: changes made while the socket was down, or before it first opened, are not replayed.
 */
export function createWsLink(onConnected: () => void): GraphQLWsLink {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  return new GraphQLWsLink(createClient({ url, lazy: true, retryAttempts: Infinity, shouldRetry: () => true, on: { connected: onConnected } }));
}
