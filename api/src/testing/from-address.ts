/** An answer with the headers the abuse limits set. */
export interface AddressedResult {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: {
      message: string;
      extensions?: { code?: string; retryAfter?: number; fields?: Record<string, string> };
    }[];
    [key: string]: unknown;
  };
  retryAfter: string | null;
}

/**
 * Calls the server as if from another network address: the test servers trust the loopback proxy, so
 * `X-Forwarded-For` decides the client address the limits count.
 */
export async function fromAddress(
  baseUrl: string,
  address: string,
  request: { path?: string; method?: string; body: unknown; token?: string },
): Promise<AddressedResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': address };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const res = await fetch(`${baseUrl}${request.path ?? '/graphql'}`, {
    method: request.method ?? 'POST',
    headers,
    body: JSON.stringify(request.body),
  });
  const text = await res.text();
  let body: AddressedResult['body'];
  try {
    body = JSON.parse(text) as AddressedResult['body'];
  } catch {
    body = { text };
  }
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
}

/** A GraphQL operation from the given address. */
export const gqlFrom = (
  baseUrl: string,
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) => fromAddress(baseUrl, address, { body: { query, variables }, token });

export const firstCode = (result: AddressedResult): string | undefined => result.body.errors?.[0]?.extensions?.code;
