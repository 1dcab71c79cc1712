import { checkAcceptedBody, checkAgainstOpenApi } from './openapi-check.js';

export interface RestResult {
  status: number;
  body: unknown;
  text: string;
  setCookie: string | null;
  contentType: string;
}

/** Calls the REST layer like the old web client: JSON bodies, and a cookie or bearer token when given. */
export async function rest(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; cookie?: string } = {},
): Promise<RestResult> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* plain text answer */
  }
  const contentType = res.headers.get('content-type') ?? '';
  checkAgainstOpenApi(method, path, res.status, contentType, body);
  checkAcceptedBody(method, path, res.status, options.body);
  return { status: res.status, body, text, setCookie: res.headers.get('set-cookie'), contentType };
}
