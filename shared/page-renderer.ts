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
  /** The language to render in (`pageLocale`: the visitor's cookie or Accept-Language); English when not given. */
  locale?: string;
  /** The page's form: its idempotency key, and what became of a post of it (the answer to a form sent without scripts). */
  form?: ServerForm;
}

/**
 * Written as a form's idempotency key by the renderer; the server puts a fresh key in its place in every answer,
 * so a shared (cached) page never hands two visitors the same key.
 */
export const FORM_KEY_PLACEHOLDER = '__FORM_KEY__';

/** A failure as GraphQL and REST answer it (the one error mapper): the English, and the codes a client translates by. */
export interface PostedError {
  message: string;
  messageCode?: string;
  messageValues?: Record<string, string | number>;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, string>;
}

/** What became of a form sent without scripts: sent, or refused with the values sent (to show them again). */
export interface FormPostOutcome {
  sent: boolean;
  /** The fields as posted, by their `name`. */
  values: Record<string, string>;
  error?: PostedError;
}

export interface ServerForm {
  idempotencyKey: string;
  post?: FormPostOutcome;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /**
   * The data the page was rendered from (the filled Apollo cache, the place list) as JSON data blocks: not scripts,
   * so the browser runs nothing of them while it parses the page, and no Content-Security-Policy source is needed.
   */
  dataBlocks: string;
}

export interface PageRenderer<Signal = unknown> {
  renderPage(options: RenderOptions<Signal>): Promise<RenderedPage>;
}

/**
 * The attribute of the page's root that carries the event sequence its data is as of (the event outbox's):
 * the browser's first live connection resumes after it, so what changed since the render arrives as pushes and no
 * query is asked again. Only on a page that hands over its data.
 */
export const EVENTS_AFTER_ATTRIBUTE = 'data-events-after';
