import type { RestArea, RestRoute } from '../rest/rest.js';
import { PUBLIC } from '../shared/audience.js';

const anyValue = {};
const objectOf = (fields: string[] = []) => ({ type: 'object', properties: Object.fromEntries(fields.map((f) => [f, anyValue])) });

function operation(tag: string, route: RestRoute) {
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return {
    tags: [tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(route.audience === PUBLIC ? { security: [] } : { 'x-ability': route.audience }),
    parameters: [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(route.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
    ],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: objectOf(route.body) } } } } : {}),
    responses: {
      [route.created ? '201' : '200']: {
        description: 'Success',
        content: { 'application/json': { schema: route.list ? { type: 'array', items: objectOf(route.answer) } : objectOf(route.answer) } },
      },
      default: { description: route.textErrors ? 'Error (plain text)' : 'Error: { message, code }' },
    },
  };
}

/** OpenAPI 3.1 description of the REST compatibility layer, built from the same route table that serves it. */
export function openApiDocument(areas: RestArea[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const area of areas)
    for (const route of area.routes) (paths[route.path] ??= {})[route.method] = operation(area.tag, route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lanka Relief REST compatibility layer',
      version: '1.0.0',
      description: 'The calls of the original web client, on their documented paths and shapes. Sign in with POST /User/login: it sets the session cookie and answers a bearer token.',
    },
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lr_session' }, bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ session: [] }, { bearer: [] }],
    paths,
  };
}
