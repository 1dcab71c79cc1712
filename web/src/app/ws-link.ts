import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Subscriptions over graphql-ws on the same path; reconnects for as long as the page is open. */
export function createWsLink(): GraphQLWsLink {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  return new GraphQLWsLink(createClient({ url, lazy: true, retryAttempts: Infinity, shouldRetry: () => true }));
}
