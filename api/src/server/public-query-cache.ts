import type { ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { tokenFrom } from './request-context.js';

/** Headers that carry who asks: a session (cookie or bearer token) or an API key. */
export const CREDENTIAL_HEADERS = ['cookie', 'authorization', 'x-api-key'];

/** No session cookie, bearer token or API key: the answer is the one every visitor gets. */
export function isAnonymous(headers: HeaderMap): boolean {
  return !headers.get('authorization') && !headers.get('x-api-key') && tokenFrom(Object.fromEntries(headers)) === null;
}

/**
 * Anonymous GET queries (the web app's persisted queries, sent as a hash) answer `Cache-Control: public, max-age`
 * so that browsers and a shared cache in front of the site can keep them a few seconds; `Vary` keeps a cached public
 * answer from ever being served to a caller with a session or key (who may see more). Anything else keeps Apollo's
 * own header (`no-store`), and signed-in answers stay `no-store` (security-headers.ts).
 */
export function publicQueryCaching<T extends object>(maxAgeSeconds: number): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response, operation, errors }) {
          const http = request.http;
          const body = response.body;
          if (maxAgeSeconds <= 0 || http?.method !== 'GET' || operation?.operation !== 'query' || errors?.length)
            return;
          if (body.kind !== 'single' || body.singleResult.errors?.length || !isAnonymous(http.headers)) return;
          response.http.headers.set('cache-control', `public, max-age=${maxAgeSeconds}`);
          response.http.headers.set('vary', CREDENTIAL_HEADERS.join(', '));
        },
      };
    },
  };
}
