import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../server/openapi.js';
import { restAreas } from '../server/rest-areas.js';

type Json = Record<string, unknown>;

interface Operation {
  responses: Record<string, Json>;
  requestBody?: { content: Record<string, { schema: Json }> };
}
const document = openApiDocument(restAreas) as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: Json & { responses: Record<string, Json> };
};
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

function responseOf(operation: Operation, status: number): Json | undefined {
  const response = operation.responses[String(status)];
  const ref = response?.$ref as string | undefined;
  return ref ? document.components.responses[ref.split('/').pop()!] : response;
}

/**
 * Checks a REST answer against /openapi.json: its status must be declared for the call, its content type too, and a
 * JSON body must match the declared schema. Paths the document does not describe (unknown calls, web pages) are left
 * alone. Throws with what differs, so the document cannot drift from the code.
 */
export function checkAgainstOpenApi(
  method: string,
  url: string,
  status: number,
  contentType: string,
  body: unknown,
): void {
  const found = operationOf(method, url);
  if (!found) return;
  const { template, operation } = found;
  const where = `${method} ${template} → ${status}`;
  const response = responseOf(operation, status);
  if (!response) throw new Error(`OpenAPI: ${where} is not a declared response.`);
  const media = contentType.split(';')[0]!.trim();
  const content = (response.content ?? {}) as Record<string, { schema?: Json }>;
  if (!content[media])
    throw new Error(
      `OpenAPI: ${where} answers ${media || 'no content type'}, declared ${Object.keys(content).join(', ')}.`,
    );
  if (media !== 'application/json') return;
  const key = `${where} ${media}`;
  const validate = validatorOf(key, content[media].schema ?? {});
  if (!validate(body))
    throw new Error(
      `OpenAPI: ${where} does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`,
    );
}

/** The documented operation a call reaches, or undefined for paths the document does not describe. */
export function operationOf(method: string, url: string): { template: string; operation: Operation } | undefined {
  const path = new URL(url, 'http://x').pathname;
  const template = templates.find((t) => t.pattern.test(path))?.template;
  const operation = template ? document.paths[template]![method.toLowerCase()] : undefined;
  return template && operation ? { template, operation } : undefined;
}

/**
 * Checks a JSON body the server accepted (it answered 2xx) against the call's documented request body, so a field
 * the server reads in a way the document does not say (a type, a format, a value) fails the test that sent it.
 */
export function checkAcceptedBody(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status > 299 || body === undefined) return;
  const found = operationOf(method, url);
  const schema = found?.operation.requestBody?.content['application/json']?.schema;
  if (!found || !schema) return;
  const validate = validatorOf(`${method} ${found.template} request`, schema);
  if (!validate(body))
    throw new Error(
      `OpenAPI: the body ${method} ${url} accepted does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`,
    );
}

function validatorOf(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(key, validate);
  }
  return validate;
}
