import type { GraphQLSchema } from 'graphql';

/**
 * What the server renderer (web/src/entry-server.tsx, built into web/dist-server) offers the API server, which loads
 * it at start. Both sides compile against this one declaration. The kernel knows no DOM or Node types, so the
 * abort signal's type is given by each side (both pass the platform's AbortSignal).
 */
export interface RenderOptions<Signal = unknown> {
  url: string;
  schema: GraphQLSchema;
  /** The GraphQL context of the page's request: the visitor's session, as for their own queries. */
  context: () => Promise<object>;
  signal: Signal;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** A script that hands the filled Apollo cache to the browser. */
  stateScript: string;
}

export interface PageRenderer<Signal = unknown> {
  renderPage(options: RenderOptions<Signal>): Promise<RenderedPage>;
}
