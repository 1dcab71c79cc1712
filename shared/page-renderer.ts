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

/**
 * Written as the state script's nonce by the renderer; the server puts the request's own CSP nonce in its place
 * when it sends the page, so a cached page still gets a fresh nonce on every answer.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** A script that hands the filled Apollo cache to the browser (carrying CSP_NONCE_PLACEHOLDER as its nonce). */
  stateScript: string;
}

export interface PageRenderer<Signal = unknown> {
  renderPage(options: RenderOptions<Signal>): Promise<RenderedPage>;
}
