import { ApolloLink } from '@apollo/client';
import { print, type FormattedExecutionResult } from 'graphql';
import { from, mergeMap, of } from 'rxjs';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A visitor's own position never travels in a URL (proxies log URLs, caches key on them): such queries go as POSTs. */
const carriesPosition = (variables: Record<string, unknown>) => 'latitude' in variables || 'longitude' in variables;

const notFound = (result: FormattedExecutionResult) =>
  !!result.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND');

/**
 * Automatic persisted queries (Apollo's protocol, README "API"): a query goes as a GET carrying only its hash, which
 * a shared cache can answer; the first time, the server answers PERSISTED_QUERY_NOT_FOUND and the query
 * goes again as a POST with its text, which registers it. Mutations go as before. A few lines of our own instead of
 * Apollo's link: the home page's script budget has no room for it. The hash needs crypto.subtle, which browsers
 * offer only on HTTPS and localhost: elsewhere every request goes as before.
 */
export function persistedQueries(http: ApolloLink): ApolloLink {
  if (typeof crypto !== 'object' || !crypto.subtle) return http;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== 'query') return http.request(operation, forward);
    const send = (sha256Hash: string, withText: boolean) => {
      operation.extensions.persistedQuery = { version: 1, sha256Hash };
      // The app's own reads revalidate (ETag, 304) rather than reuse the browser's copy: a refetch must see every change.
      const get = !withText && !carriesPosition(operation.variables);
      operation.setContext({
        http: { includeQuery: withText, includeExtensions: true },
        fetchOptions: get ? { method: 'GET', cache: 'no-cache' } : { method: 'POST' },
      });
      return http.request(operation, forward);
    };
    return from(sha256(print(operation.query))).pipe(
      mergeMap((hash) =>
        send(hash, false).pipe(
          mergeMap((result) => (notFound(result as FormattedExecutionResult) ? send(hash, true) : of(result))),
        ),
      ),
    );
  });
}
