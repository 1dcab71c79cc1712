/**
 * The GraphQL explorer at /graphiql (GraphiQL from its npm package, built by `npm run build:web` into web/dist/graphiql,
 * apart from the app's bundles). Queries and mutations go over HTTP to /graphql, subscriptions over graphql-ws.
 * `?query=` opens with that operation in the first tab, for links in documentation.
 */
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleTabs, explorerHeaders } from './examples';

const socketScheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${socketScheme}//${window.location.host}/graphql`,
});
const initialQuery = new URLSearchParams(window.location.search).get('query') ?? undefined;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={exampleTabs} initialQuery={initialQuery} defaultHeaders={explorerHeaders} />
  </StrictMode>,
);
