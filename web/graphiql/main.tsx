/**
 * The GraphQL explorer at /graphiql (GraphiQL from its npm package, built by `npm run build:web` into web/dist/graphiql,
 * apart from the app's bundles). Queries and mutations go over HTTP to /graphql, subscriptions over graphql-ws.
 * `?query=` opens with that operation in the first tab, for links in documentation.
 */
import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { Kind, parse } from 'graphql';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleTabs, explorerHeaders } from './examples';

const socketScheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
const toServer = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${socketScheme}//${window.location.host}/graphql`,
});

/** The name of a document's only operation; undefined when it has several (or none, or does not parse). */
function soleOperationName(query: string): string | undefined {
  try {
    const operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    return operations.length === 1 ? operations[0]!.name?.value : undefined;
  } catch {
    return undefined;
  }
}

// GraphiQL updates a tab's operation name a moment after the editor changes: run at once after switching tabs, it
// sent the previous tab's name (and a subscription went over HTTP). A document of one operation names it itself.
const fetcher: Fetcher = (params, options) =>
  toServer({ ...params, operationName: soleOperationName(params.query) ?? params.operationName }, options);
const initialQuery = new URLSearchParams(window.location.search).get('query') ?? undefined;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={exampleTabs}
      initialQuery={initialQuery}
      defaultHeaders={explorerHeaders}
    />
  </StrictMode>,
);
