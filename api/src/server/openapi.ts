import { AID_REQUEST_FIELDS } from '../aid-requests/aid-requests.routes.js';
import { CONTRIBUTION_FIELDS } from '../contributions/contributions.routes.js';
import { IMAGE_ROUTE } from '../images/images.routes.js';
import type { RestArea, RestRoute } from '../rest/rest.js';
import { PUBLIC } from '../core/policy/audience.js';
import { fieldSchema, requestFieldSchema, type Schema } from './openapi-fields.js';

const objectOf = (fields: readonly string[], required = true): Schema => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((f) => [f, NESTED[f] ?? fieldSchema(f)])),
  ...(required && fields.length ? { required: [...fields] } : {}),
});

/** A request body: every field optional here (each call's own rules say which it needs), read as the REST reader reads it. */
const requestObjectOf = (fields: readonly string[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((f) => [f, requestFieldSchema(f)])),
});

const NESTED: Record<string, Schema> = {
  contribution: {
    type: 'object',
    properties: Object.fromEntries(CONTRIBUTION_FIELDS.map((f) => [f, fieldSchema(f)])),
    required: CONTRIBUTION_FIELDS,
  },
  dsApprovedPostDisaster: { type: 'array', items: { $ref: '#/components/schemas/AidRequest' } },
  emergency: { type: 'array', items: { $ref: '#/components/schemas/AidRequest' } },
};

/** The error statuses every call may answer, each with the one error shape (D2). */
const ERROR_STATUSES: Record<string, string> = {
  '400': "Bad input: the message names the first problem, `fields` each field's.",
  '401': 'Not signed in.',
  '403': 'Signed in, but not allowed (role, or another division or district).',
  '404': 'No such item (or an empty list where the seed answers 404).',
  '409': 'In a state that does not allow this (already decided, already used).',
  '413': 'The body is too large (photos: 15 MB in all).',
  '429': 'Too many requests from this client; try again later.',
  '500': 'Unexpected error; nothing is revealed.',
};

function errorResponses(asText: boolean) {
  return Object.fromEntries(
    Object.keys(ERROR_STATUSES).map((status) => [
      status,
      { $ref: `#/components/responses/${asText ? 'TextError' : 'Error'}${status}` },
    ]),
  );
}

const INTEGER_PARAMS = new Set(['userId', 'volunteerId', 'aid_id', 'aidId', 'id', 'alertId']);

function parameter(name: string, where: 'path' | 'query') {
  const schema = where === 'path' && INTEGER_PARAMS.has(name) ? { type: 'integer' } : fieldSchema(name);
  const plain: Schema = { ...schema, type: Array.isArray(schema.type) ? (schema.type as string[])[0] : schema.type };
  if (plain.enum) plain.enum = (plain.enum as unknown[]).filter((v) => v !== null);
  return {
    name,
    in: where,
    required: where === 'path',
    ...(schema.description ? { description: schema.description } : {}),
    schema: { ...plain, description: undefined },
  };
}

const operationId = (route: { method: string; path: string }) =>
  `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

/** Answer fields a call leaves out in some answers (every other answer field is always there). */
const SOMETIMES_ANSWERED: Record<string, string[]> = {
  'post /Symptoms/updateStatus': ['alert_id'],
};

function successSchema(route: RestRoute): Schema {
  const item = objectOf(route.answer ?? []);
  const optional = SOMETIMES_ANSWERED[`${route.method} ${route.path}`];
  if (optional) item.required = (item.required as string[]).filter((f) => !optional.includes(f));
  return route.list ? { type: 'array', items: item } : item;
}

function operation(tag: string, route: RestRoute) {
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return {
    tags: [tag],
    summary: route.summary,
    operationId: operationId(route),
    ...(route.audience === PUBLIC ? { security: [] } : { 'x-ability': route.audience }),
    parameters: [
      ...pathParams.map((name) => parameter(name, 'path')),
      ...(route.query ?? []).map((name) => parameter(name, 'query')),
    ],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: requestObjectOf(route.body) } } } }
      : {}),
    responses: {
      [route.created ? '201' : '200']: {
        description: route.created ? 'Created' : 'Success',
        content: route.textErrors
          ? {
              'application/json': { schema: objectOf(route.answer ?? [], false) },
              'text/plain': { schema: { type: 'string' } },
            }
          : { 'application/json': { schema: successSchema(route) } },
      },
      ...errorResponses(route.textErrors ?? false),
    },
  };
}

/** GET /images/{id}: photos of reports, alerts and contributions (the REST image fields point here). */
function imageOperation() {
  const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
  const types = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'];
  return {
    tags: ['Images'],
    summary:
      "A photo's bytes, with the type sniffed from them: for the uploader's officers of the area (and the volunteer who added it) only",
    operationId: operationId(IMAGE_ROUTE),
    'x-ability': IMAGE_ROUTE.audience,
    parameters: [
      {
        name: 'id',
        in: 'path',
        required: true,
        description: "The photo's UUID, as in the image fields.",
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    responses: {
      '200': {
        description:
          'The photo. Cached privately for an hour (`Cache-Control: private, max-age=3600`), never sniffed by the browser.',
        headers: {
          'Cache-Control': { description: 'private, max-age=3600', schema: { type: 'string' } },
          'X-Content-Type-Options': { description: 'nosniff', schema: { type: 'string' } },
        },
        content: Object.fromEntries(types.map((type) => [type, { schema: binary }])),
      },
      ...Object.fromEntries(
        ['401', '403', '404', '429', '500'].map((status) => [
          status,
          { $ref: `#/components/responses/Error${status}` },
        ]),
      ),
    },
  };
}

function components() {
  const error: Schema = {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string', description: "In the seed's words, safe to show." },
      code: {
        type: 'string',
        description:
          'Absent only on the seeds\' plain 404 answers ("No contributions yet."). A code of the registry (shared/error-codes.ts), e.g. BAD_USER_INPUT, FORBIDDEN, NOT_FOUND.',
      },
      fields: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: "Each field's message, for bad input.",
      },
      messageCode: {
        type: 'string',
        description: 'What the message says, as a code to translate by (shared/server-messages.ts).',
      },
      messageValues: {
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
        description: "The values of the message's placeholders.",
      },
      fieldCodes: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: "Each field's message as a code to translate by.",
      },
      requestId: { type: 'string', description: 'The id of the request, also in the X-Request-Id header.' },
    },
  };
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(ERROR_STATUSES)) {
    responses[`Error${status}`] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    responses[`TextError${status}`] = {
      description: `${description} (plain text: the message)`,
      content: { 'text/plain': { schema: { type: 'string' } } },
    };
  }
  return {
    schemas: { Error: error, AidRequest: objectOf(AID_REQUEST_FIELDS) },
    responses,
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: 'lr_session' },
      bearer: { type: 'http', scheme: 'bearer' },
      // Integrators' API keys (README "API keys"); `Authorization: Bearer <key>` works too. Keys only read.
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
    },
  };
}

/** OpenAPI 3.1 description of the REST compatibility layer, built from the same route table that serves it. */
export function openApiDocument(areas: RestArea[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const area of areas)
    for (const route of area.routes) (paths[route.path] ??= {})[route.method] = operation(area.tag, route);
  paths[IMAGE_ROUTE.path] = { [IMAGE_ROUTE.method]: imageOperation() };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lanka Relief REST compatibility layer',
      version: '1.0.0',
      description:
        'The calls of the original web client, on their documented paths and shapes. Sign in with POST /User/login: it sets the session cookie and answers a bearer token. Names of places are read loosely (spelling variants, common names and towns, or the coordinates sent); times are answered in ISO 8601 with the Sri Lanka offset.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: components(),
    security: [{ session: [] }, { bearer: [] }, { apiKey: [] }],
    paths,
  };
}
