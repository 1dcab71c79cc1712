import type { ApolloServerPlugin, GraphQLRequestContext, HeaderMap } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import type { RequestContext } from '../core/context/context.js';
import { CREDENTIAL_HEADERS, type PublicAnswers } from '../core/public-answers/public-answers.js';
import { tokenFrom } from './request-context.js';

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

/**
 * Anonymous queries answered from the shared public answers (any method: the bench and old tools POST), through
 * Apollo's response cache plugin. Each operation's cache policy is set here before execution: anonymous queries may
 * be kept `answers.ttlSeconds`, nothing else at all (the HTTP headers stay `publicQueryCaching`'s). Apollo's own
 * cache-control plugin is switched off: with the policy already set it computes nothing, yet it still wrapped every
 * field of every row in a hook (README "Lists at national scale"). A mutation drops the shared answers before it is
 * answered.
 */
export function sharedPublicAnswers(answers: PublicAnswers): ApolloServerPlugin<RequestContext>[] {
  const startedAt = new WeakMap<object, number>();
  // Who is asking decides what an answer holds: with no actor (no session, no key) it is everyone's.
  const shared = (rc: GraphQLRequestContext<RequestContext>) =>
    answers.on && rc.operation?.operation === 'query' && rc.contextValue.actor === null;
  return [
    {
      async requestDidStart() {
        return {
          async didResolveOperation(rc) {
            const keep = shared(rc);
            rc.overallCachePolicy.restrict(keep ? { maxAge: answers.ttlSeconds, scope: 'PUBLIC' } : { maxAge: 0 });
            if (keep) startedAt.set(rc.request, answers.generation);
          },
          async willSendResponse(rc) {
            if (rc.operation?.operation === 'mutation') answers.clear();
          },
        };
      },
    },
    ApolloServerPluginResponseCache<RequestContext>({
      cache: answers.store,
      shouldReadFromCache: async (rc) => shared(rc),
      shouldWriteToCache: async (rc) => shared(rc) && answers.mayKeep(startedAt.get(rc.request) ?? -1),
    }),
    ApolloServerPluginCacheControlDisabled(),
  ];
}
