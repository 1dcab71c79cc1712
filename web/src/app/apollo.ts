import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

/** One client for the app: queries and mutations over HTTP (session cookie), subscriptions over WebSocket. */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
  const ws = new GraphQLWsLink(createClient({ url: wsUrl, lazy: true, retryAttempts: Infinity, shouldRetry: () => true }));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
