import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { requestScope } from '../observability/access-log.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { errorAnswer } from '../core/errors/error-answer.js';
import { PUBLIC } from '../core/policy/audience.js';
import { authorizeCall } from '../core/policy/policy.js';
import { assertInputTexts } from '../core/limits/input-lengths.js';
import { crossSiteRefusal, isCookieAuthenticated, isCrossSite } from '../core/policy/same-origin.js';
import { CREDENTIAL_HEADERS, type PublicAnswers } from '../core/public-answers/public-answers.js';

export interface RestAnswer {
  status?: number;
  body: unknown;
  /** Answer the body as plain text (the old /User/login client shows the text). */
  text?: boolean;
}

export interface RestRoute {
  method: 'get' | 'post' | 'put';
  /** OpenAPI style: /AidRequest/contribution-count/{aid_id} */
  path: string;
  summary: string;
  /** PUBLIC or an ability: checked by role before the handler; the service checks the subject again. */
  audience: string;
  query?: string[];
  /** Body fields, for the OpenAPI document. */
  body?: string[];
  /** Fields of the answer (of each item for lists), for the OpenAPI document. */
  answer?: string[];
  /** The answer is a JSON array of `answer` items. */
  list?: boolean;
  /** Success answers 201 Created (the seeds' create calls); otherwise 200. */
  created?: boolean;
  /** Errors answered as plain text instead of JSON. */
  textErrors?: boolean;
  handler(ctx: RequestContext, req: Request): Promise<RestAnswer>;
}

export interface RestArea {
  tag: string;
  routes: RestRoute[];
}

/** The first path segments of the areas' routes (e.g. AidRequest of /AidRequest/ongoing). */
export function restPrefixes(areas: RestArea[]): string[] {
  return [...new Set(areas.flatMap((area) => area.routes.map((route) => route.path.split('/')[1]!)))];
}

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Mounts every area's routes: thin adapters over the same services the GraphQL resolvers use. A public read asked
 * without credentials is answered from the shared public answers; a write drops them before it is answered.
 */
export function restRouter(
  areas: RestArea[],
  context: (req: Request, res: Response) => Promise<RequestContext>,
  log: (e: unknown) => void,
  answers?: PublicAnswers,
): Router {
  const router = express.Router({ caseSensitive: true });
  router.use(express.json({ limit: '15mb' }), requestScope);
  for (const area of areas)
    for (const route of area.routes) {
      router[route.method](expressPath(route.path), async (req, res) => {
        try {
          if (route.method !== 'get') guardWrite(req);
          assertInputTexts({ ...req.params, ...(req.query as object), ...(isPlainObject(req.body) ? req.body : {}) });
          const ctx = await context(req, res);
          authorizeCall(
            ctx.actor,
            route.audience === PUBLIC ? null : route.audience,
            route.method === 'get' ? 'read' : 'change',
          );
          if (answers && isSharedRead(route, ctx)) {
            await sendSharedAnswer(answers, req, res, () => route.handler(ctx, req), route);
            return;
          }
          const answer = await route.handler(ctx, req);
          if (route.method !== 'get') answers?.clear();
          sendAnswer(res, route, answer);
        } catch (error) {
          sendError(res, error, route.textErrors ?? false, log);
        }
      });
    }
  router.use(bodyErrors(log));
  return router;
}

function sendAnswer(res: Response, route: RestRoute, answer: RestAnswer): void {
  const status = answer.status ?? (route.created ? 201 : 200);
  if (answer.text) res.status(status).type('text/plain').send(String(answer.body));
  else res.status(status).json(answer.body);
}

// With no actor (no session, no key) the answer is everyone's.
const isSharedRead = (route: RestRoute, ctx: RequestContext) =>
  route.method === 'get' && route.audience === PUBLIC && ctx.actor === null;

/**
 * A public read for a visitor: the shared answer for this URL, else computed and kept (JSON 200s only). Shared
 * caches may store it but must ask again (`no-cache`); Express's ETag makes that ask a 304.
 */
async function sendSharedAnswer(
  answers: PublicAnswers,
  req: Request,
  res: Response,
  compute: () => Promise<RestAnswer>,
  route: RestRoute,
): Promise<void> {
  const key = `rest ${req.originalUrl}`;
  let json = await answers.read(key);
  if (json === undefined) {
    const generation = answers.generation;
    const answer = await compute();
    if (answer.text || (answer.status ?? 200) !== 200) return sendAnswer(res, route, answer);
    json = JSON.stringify(answer.body);
    await answers.keep(key, json, generation);
  }
  res.setHeader('Cache-Control', 'public, no-cache');
  res.setHeader('Vary', CREDENTIAL_HEADERS.join(', '));
  res.status(200).type('application/json').send(json);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isJson = (req: Request) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
const hasBody = (req: Request) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * CSRF: a write carries JSON (a cross-site form cannot send it without a CORS preflight, which this
 * server never grants), and a browser signed in by cookie may write only from this site's own pages.
 */
export function guardWrite(req: Request): void {
  if ((req.headers['content-type'] !== undefined || hasBody(req)) && !isJson(req))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  if (isCookieAuthenticated(req.headers) && isCrossSite(req.headers, req.host)) throw crossSiteRefusal();
}

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * Answers an error through the one mapper: JSON `{ message, code, messageCode?, messageValues?, fields?, fieldCodes?,
 * requestId? }`, or the message as plain text.
 */
export function sendError(res: Response, error: unknown, asText: boolean, log: (e: unknown) => void): void {
  const answer = errorAnswer(error, log);
  const { status, message, code, messageCode, messageValues, fields, fieldCodes, retryAfter } = answer;
  if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
  // A body the parser refused is answered outside the request's scope: its id is still in the header.
  const requestId = answer.requestId ?? (res.getHeader('X-Request-Id') as string | undefined);
  if (asText) res.status(status).type('text/plain').send(message);
  else
    res
      .status(status)
      .json({ message, code, ...defined({ messageCode, messageValues, fields, fieldCodes, requestId }) });
}

/** Malformed JSON and oversize bodies: 400 / 413 with a message, never a stack trace. */
function bodyErrors(log: (e: unknown) => void): ErrorRequestHandler {
  return (error: { type?: string; status?: number }, _req, res, _next) => {
    if (error?.type === 'entity.parse.failed')
      return sendError(res, AppError.badInput('The request body is not valid JSON.'), false, log);
    if (error?.type === 'entity.too.large')
      return sendError(res, new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'), false, log);
    if (error?.status && error.status < 500)
      return sendError(res, AppError.badInput('The request could not be read.'), false, log);
    sendError(res, error, false, log);
  };
}

/** Readers for the seeds' loosely typed bodies and queries: wrong types answer 400 with the field named. */
export class Input {
  constructor(private readonly source: Record<string, unknown>) {}

  static body(req: Request): Input {
    const body: unknown = req.body;
    if (body === undefined || body === null) return new Input({});
    if (typeof body !== 'object' || Array.isArray(body))
      throw AppError.badInput('The request body must be a JSON object.');
    return new Input(body as Record<string, unknown>);
  }

  static query(req: Request): Input {
    return new Input(req.query);
  }

  static params(req: Request): Input {
    return new Input(req.params);
  }

  /** The first present of several spellings (e.g. divisional_secretariat / ds_division). */
  string(...names: string[]): string | undefined {
    for (const name of names) {
      const value = this.source[name];
      if (value === undefined || value === null) continue;
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw AppError.badInput(`${name} must be a string.`, { [name]: `${name} must be a string.` });
    }
    return undefined;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (!value?.trim()) throw AppError.badInput(`${name} is required.`, { [name]: `${name} is required.` });
    return value;
  }

  number(...names: string[]): number | undefined {
    for (const name of names) {
      const value = this.source[name];
      if (value === undefined || value === null || value === '') continue;
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
      if (!Number.isFinite(n))
        throw AppError.badInput(`${name} must be a number.`, { [name]: `${name} must be a number.` });
      return n;
    }
    return undefined;
  }

  integer(...names: string[]): number | undefined {
    const n = this.number(...names);
    if (n !== undefined && !Number.isInteger(n))
      throw AppError.badInput(`${names[0]} must be a whole number.`, {
        [names[0]!]: `${names[0]} must be a whole number.`,
      });
    return n;
  }

  requiredInteger(name: string): number {
    const n = this.integer(name);
    if (n === undefined) throw AppError.badInput(`${name} is required.`, { [name]: `${name} is required.` });
    return n;
  }

  boolean(name: string): boolean | undefined {
    const value = this.source[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw AppError.badInput(`${name} must be true or false.`, { [name]: `${name} must be true or false.` });
  }
}
