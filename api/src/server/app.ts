import { setMaxListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { GraphQLError, subscribe, type ExecutionArgs, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createPubSub } from '@graphql-yoga/subscription';
import { WebSocketServer, type WebSocket } from 'ws';
import { DatabasePinger } from '../db/database-pinger.js';
import { readCapSettings, type CapSettings } from '../cap/cap.settings.js';
import { readExportConcurrency } from '../exports/exports.settings.js';
import {
  readPublicAnswerSeconds,
  readPublicQueryMaxAge,
  readSecuritySettings,
  readServerRenderTimeoutMs,
  type SecuritySettings,
} from '../core/config/config.js';
import { readWebhookSettings, type WebhookSettings } from '../webhooks/webhooks.settings.js';
import type { Orm } from '../db/orm.js';
import { accessLog, requestScope } from '../observability/access-log.js';
import { countedSubscription, graphqlMetricsPlugin, httpMetrics, metricsRoute } from '../observability/http-metrics.js';
import { getLogger, reportFailure, type Logger } from '../observability/logger.js';
import { observePool, websocketConnections } from '../observability/metrics.js';
import { keySessionId } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { formatGraphQLError } from '../core/errors/graphql-errors.js';
import { EventRelay } from '../core/events/notify.js';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_SESSIONS,
  type RateLimitSettings,
  type SessionSettings,
} from '../core/config/config.js';
import { onSessionsEnded, useSessionSettings } from '../accounts/sessions.js';
import { SessionCache } from '../accounts/session-cache.js';
import { SocketSessions } from '../accounts/socket-sessions.js';
import { RateLimiter } from '../core/limits/rate-limit.js';
import { restRouter, sendError } from '../rest/rest.js';
import { exportsRouter } from '../exports/exports.routes.js';
import { AppError } from '../core/errors/errors.js';
import { imagesRouter } from '../images/images.routes.js';
import { capRouter } from '../cap/cap.routes.js';
import { enableWebhookQueue } from '../webhooks/webhook-queue.js';
import { WebhookWorker } from '../webhooks/webhook-worker.js';
import { changesData, Topics, type EventPayloads } from '../core/events/events.js';
import { openApiDocument } from './openapi.js';
import { REST_PREFIXES, restAreas } from './rest-areas.js';
import { mountSiteFiles } from './site-files.js';
import {
  httpContext,
  keepPeerAddress,
  rememberClientAddress,
  socketContext,
  socketCredential,
} from './request-context.js';
import { apiKeyValid } from '../api-keys/api-keys.service.js';
import { apiKeyGuard } from './api-key-guard.js';
import { buildAppSchema } from './schema.js';
import { limitRules, socketLimits, withoutSuggestions } from './graphql-limits.js';
import { lastErrors, malformedUrls } from './malformed-urls.js';
import { noStoreWhenSignedIn, securityHeaders } from './security-headers.js';
import { acceptSockets } from './ws-limits.js';
import { SubscriptionLimits } from './subscription-limits.js';
import { LiveGroups } from './live-groups.js';
import { outboxReader, ResumeReader } from './live-resume.js';
import { mountWebApp } from './web-app.js';
import { mountExplorer } from './explorer.js';
import { publicQueryCaching, sharedPublicAnswers } from './public-query-cache.js';
import { PublicAnswers } from '../core/public-answers/public-answers.js';
import { sharedMapCells } from '../core/public-answers/map-cells.js';
import { mountHealth, Readiness } from './health.js';
import { graphqlOutagePlugin, outageGuard } from './outage.js';
import { closeWebSockets } from './shutdown.js';
import { publicMapAnswers } from '../stats/map-answers.js';
import { readSmsSettings, type SmsSettings } from '../sms/sms.settings.js';
import { smsAreas } from './sms-areas.js';
import { compiledExecution } from './compiled-execution.js';

/** connectionParams.resumeAfter: the highest event sequence the client received before it reconnected. */
function resumeAfterOf(params: Readonly<Record<string, unknown>> | undefined): number | null {
  const value = typeof params?.resumeAfter === 'string' ? Number(params.resumeAfter) : params?.resumeAfter;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

const asGraphQLError = (formatted: GraphQLFormattedError) =>
  new GraphQLError(formatted.message, { extensions: formatted.extensions });

export interface AppServer {
  httpServer: Server;
  readiness: Readiness;
  /** Live-update subscribers and the audience groups they form. */
  liveSize(): { groups: number; members: number };
  /** GraphQL operations open on this instance's WebSockets, live subscriptions and those being set up. */
  openSubscriptions(): number;
  /** The last event sequence this instance has relayed to its subscribers and caches (null before the first start). */
  relayedThrough(): number | null;
  listen(port: number, host?: string): Promise<number>;
  /**
   * Graceful stop: readiness false at once, the listener closed, WebSockets closed with 1012 (service restart),
   * in-flight HTTP requests finished (bounded by shutdownTimeoutMs), webhook POSTs in flight cut and recorded, then
   * the LISTEN connection closed.
   */
  close(): Promise<void>;
}

export interface ServerOptions {
  orm: Orm;
  webDist?: string;
  /** Where unexpected failures go; by default on the failed request's access log line. */
  log?: (message: unknown) => void;
  /** The access log's and the server's logger (the root logger unless given). */
  logger?: Logger;
  /** Bearer token of /metrics; without it /metrics answers 404. */
  metricsToken?: string;
  /** Bound on waiting for in-flight requests at shutdown. */
  shutdownTimeoutMs?: number;
  /** How long /readyz waits for PostgreSQL. */
  readyTimeoutMs?: number;
  /** The perimeter's settings; by default from the environment (config.ts). */
  security?: Partial<SecuritySettings>;
  /** The abuse limits (config `rateLimits`); tests relax them with `relaxedLimits()`. */
  rateLimits?: RateLimitSettings;
  /** Session lifetimes and how often open WebSockets are checked (config `sessions`). */
  sessions?: SessionSettings;
  /** CAP sender and the public address of every link (config `CAP_*`, `PUBLIC_URL`); by default from the environment. */
  cap?: Partial<CapSettings>;
  /** Webhook timeout, retries and polling (config `WEBHOOK_*`); by default from the environment. */
  webhooks?: Partial<WebhookSettings>;
  /** Exports streamed at once (config `EXPORT_CONCURRENCY`). */
  exportConcurrency?: number;
  /** Seconds an anonymous GET query's answer may be cached (config `GRAPHQL_PUBLIC_MAX_AGE`). */
  publicQueryMaxAge?: number;
  /** Seconds the server shares a public answer among visitors (config `PUBLIC_ANSWER_SECONDS`). */
  publicAnswerSeconds?: number;
  /** How long a public page's server render may take (config `SERVER_RENDER_TIMEOUT_MS`). */
  serverRenderTimeoutMs?: number;
  /** SMS gateways, the duplicate window and the queue (config `SMS_*`); by default from the environment. */
  sms?: Partial<SmsSettings>;
}

/** One HTTP server: /graphql (HTTP and WebSocket), the health check and the built web app. */
export async function createAppServer(options: ServerOptions): Promise<AppServer> {
  const {
    orm,
    webDist,
    log = reportFailure,
    logger = getLogger(),
    metricsToken,
    rateLimits = DEFAULT_RATE_LIMITS,
    sessions = DEFAULT_SESSIONS,
    shutdownTimeoutMs = 25_000,
    readyTimeoutMs = 1_000,
  } = options;
  const security = { ...readSecuritySettings(), ...options.security };
  const limiter = new RateLimiter(orm.em, rateLimits);
  useSessionSettings(sessions);
  const socketSessions = new SocketSessions(orm.em, sessions.socketCheckSeconds, apiKeyValid);
  socketSessions.start();
  const app = express();
  app.disable('x-powered-by');
  // /Alerts/... is the REST layer, /alerts the web page: paths must not be folded.
  app.set('case sensitive routing', true);
  app.set('trust proxy', security.trustProxy);
  app.use(rememberClientAddress, accessLog(logger), httpMetrics);
  app.use(malformedUrls(log));
  app.use(securityHeaders(security.tileUrl));
  // Slow networks: every answer (app code, GraphQL, REST) goes compressed.
  app.use(compression());
  const httpServer = createServer(app);
  httpServer.on('connection', keepPeerAddress);
  // One listener per subscriber on this target: thousands are expected, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const pubSub = createPubSub({ eventTarget });
  const schema = await buildAppSchema(pubSub);
  const relay = new EventRelay(orm.config.get('clientUrl'), pubSub, (m) => logger.warn(m));
  // The shared public answers are dropped on any change, like the home page (before the first event can arrive).
  const publicAnswers = new PublicAnswers(options.publicAnswerSeconds ?? readPublicAnswerSeconds(), [
    publicMapAnswers,
    sharedMapCells,
  ]);
  relay.onEvent((topic) => changesData(topic) && publicAnswers.clear());
  // Signed-in requests read their session from memory while the relay hears every revocation (session-cache.ts).
  const sessionCache = new SessionCache(() => relay.heardThrough, sessions.cacheSeconds * 1000);
  relay.onEvent((topic, payload) => {
    if (topic === Topics.sessionsEnded) {
      const ended = payload as EventPayloads['SESSIONS_ENDED'];
      sessionCache.forgetUser(ended.userId);
      socketSessions.closeRevoked(ended.sessionIds ?? []);
    }
    if (topic === Topics.apiKeyRevoked)
      socketSessions.closeRevoked([keySessionId((payload as EventPayloads['API_KEY_REVOKED']).prefix)]);
  });
  const stopForgettingEnded = onSessionsEnded((userId) => sessionCache.forgetUser(userId));
  await relay.start();
  const pinger = new DatabasePinger(orm.config.get('clientUrl'), readyTimeoutMs);
  const readiness = new Readiness({
    pingDatabase: () => pinger.ping(),
    listening: () => relay.listening,
    timeoutMs: readyTimeoutMs,
  });
  readiness.startMonitor();
  const capSettings = { ...readCapSettings(), ...options.cap };
  enableWebhookQueue(capSettings.sender);
  const webhooks = new WebhookWorker({
    em: orm.em,
    settings: { ...readWebhookSettings(), ...options.webhooks },
    cap: capSettings,
    baseUrl: () => capSettings.publicUrl,
    log: (m) => logger.warn(m),
  });
  relay.onEvent((topic) => {
    if (topic === Topics.alertChanged) webhooks.wake();
  });
  webhooks.start();
  const sms = smsAreas({
    em: orm.em,
    settings: { ...readSmsSettings(), ...options.sms },
    limiter,
    warn: (m) => logger.warn(m),
    failure: log,
  });
  // With no gateway switched on nothing can arrive or leave: the instance does not poll for it.
  if (sms.workerNeeded) sms.worker.start();

  const wsServer = new WebSocketServer({ noServer: true, maxPayload: security.wsMaxPayload });
  const trustProxy = app.get('trust proxy fn') as (addr: string, i: number) => boolean;
  acceptSockets(httpServer, wsServer, '/graphql', security, trustProxy);
  const subscriptionLimits = new SubscriptionLimits(security, trustProxy);
  const checkSubscription = socketLimits(schema, security);
  // The one error mapper, over HTTP and WebSocket alike; suggestions only while the schema is public anyway.
  const formatError = (formatted: GraphQLFormattedError, error: unknown) => {
    const answer = formatGraphQLError(formatted, error, log);
    return security.introspection ? answer : withoutSuggestions(answer);
  };
  const formatResult = (result: ExecutionResult) =>
    result.errors
      ? { ...result, errors: result.errors.map((e) => formatError(e instanceof GraphQLError ? e.toJSON() : e, e)) }
      : result;
  const live = new LiveGroups({
    pubSub,
    em: orm.em,
    format: formatResult,
    sendBufferBytes: security.wsSendBufferBytes,
    log: (m) => logger.warn(m),
    resume: new ResumeReader(outboxReader(orm.em)),
  });
  live.start();
  /** Who asked for each subscription, from onSubscribe to subscribe (graphql-ws passes the same arguments object). */
  const subscribers = new WeakMap<ExecutionArgs, { socket: WebSocket; id: string; resumeAfter: number | null }>();
  const wsCleanup = useServer(
    {
      schema,
      connectionInitWaitTimeout: security.wsInitTimeoutMs,
      onSubscribe: async (ctx, id, payload) => {
        const tooMany = subscriptionLimits.refusal(ctx);
        if (tooMany) return [new GraphQLError(tooMany.message, { originalError: tooMany })];
        const checked = checkSubscription(payload);
        if (Array.isArray(checked)) return checked;
        // An unknown or revoked API key, or one past its limit, is answered like any refusal.
        // onError maps it through the one error mapper, by the original error.
        const contextValue = await socketContext(
          orm.em,
          limiter,
          sessionCache,
          ctx.extra.request,
          ctx.connectionParams,
        ).catch((error: Error) => [new GraphQLError(error.message, { originalError: error })]);
        if (Array.isArray(contextValue)) return contextValue;
        if (contextValue.actor) socketSessions.identify(ctx.extra.socket, contextValue.actor.sessionId);
        const execArgs: ExecutionArgs = { ...checked, contextValue };
        subscribers.set(execArgs, { socket: ctx.extra.socket, id, resumeAfter: resumeAfterOf(ctx.connectionParams) });
        return execArgs;
      },
      // Subscriptions are served by the fan-out: executed once per audience group, not once per subscriber.
      subscribe: (execArgs) => {
        const subscriber = subscribers.get(execArgs);
        return (
          (subscriber && live.join({ ...subscriber, execArgs, context: execArgs.contextValue as RequestContext })) ??
          subscribe(execArgs)
        );
      },
      // The same error mapper as over HTTP: codes, never a database's text.
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => asGraphQLError(formatError(e.toJSON(), e))),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? formatResult(result) : undefined),
      onOperation: (_ctx, _id, _payload, _args, result) =>
        Symbol.asyncIterator in result ? countedSubscription(result) : undefined,
      onConnect: (ctx) => {
        socketSessions.track(ctx.extra.socket, socketCredential(ctx.extra.request, ctx.connectionParams));
        subscriptionLimits.opened(ctx);
      },
      onClose: (ctx) => {
        socketSessions.forget(ctx.extra.socket);
        subscriptionLimits.closed(ctx);
      },
    },
    wsServer,
  );
  wsServer.on('connection', (socket) => {
    websocketConnections.inc();
    socket.once('close', () => websocketConnections.dec());
  });
  const forgetPool = observePool(await orm.em.getConnection().getNativeClient());

  const apollo = new ApolloServer<RequestContext>({
    gateway: compiledExecution(schema),
    includeStacktraceInErrorResponses: false,
    // main.ts decides when to stop (graceful shutdown); Apollo must not re-raise the signal itself.
    stopOnTerminationSignals: false,
    introspection: security.introspection,
    validationRules: limitRules(security),
    parseOptions: { maxTokens: security.maxTokens },
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: shutdownTimeoutMs }),
      ApolloServerPluginLandingPageDisabled(),
      graphqlOutagePlugin(),
      graphqlMetricsPlugin,
      publicQueryCaching(options.publicQueryMaxAge ?? readPublicQueryMaxAge()),
      ...sharedPublicAnswers(publicAnswers),
      {
        serverWillStart: async () => ({
          drainServer: async () => {
            await wsCleanup.dispose();
          },
        }),
      },
    ],
  });
  await apollo.start();

  mountHealth(app, readiness);
  app.get('/metrics', metricsRoute(metricsToken));
  app.use(['/graphql', '/images', '/cap', '/exports', ...REST_PREFIXES.map((p) => `/${p}`)], outageGuard(readiness));
  app.use(
    ['/graphql', '/images', '/cap', '/exports', ...REST_PREFIXES.map((p) => `/${p}`)],
    apiKeyGuard(orm.em, limiter, log),
  );
  const context = (req: express.Request, res: express.Response) => httpContext(orm.em, limiter, sessionCache, req, res);
  app.use(noStoreWhenSignedIn());
  app.use(cookieParser(), imagesRouter(context, log));
  app.use(cookieParser(), capRouter(context, capSettings, log, webDist));
  app.use('/sms', outageGuard(readiness));
  app.use(sms.router);
  app.use(
    cookieParser(),
    exportsRouter(
      context,
      { databaseUrl: orm.config.get('clientUrl'), concurrency: options.exportConcurrency ?? readExportConcurrency() },
      log,
    ),
  );
  const openApi = openApiDocument(restAreas);
  app.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.use(cookieParser(), restRouter(restAreas, context, log, publicAnswers));
  mountExplorer(app, webDist);
  app.use(
    '/graphql',
    cookieParser(),
    express.json({ limit: '15mb' }),
    requestScope,
    expressMiddleware(apollo, { context: ({ req, res }) => context(req, res) }),
  );
  app.use(
    REST_PREFIXES.map((p) => `/${p}`),
    (_req, res) => sendError(res, AppError.notFound('No such call.'), false, log),
  );
  mountSiteFiles(app, REST_PREFIXES, capSettings.publicUrl);
  await mountWebApp(app, {
    webDist,
    schema,
    context,
    log,
    onDataChange: (listener) => relay.onEvent((topic) => changesData(topic) && listener()),
    eventSequence: () => relay.lastSequence,
    renderTimeoutMs: options.serverRenderTimeoutMs ?? readServerRenderTimeoutMs(),
  });
  app.use(lastErrors(log));

  return {
    httpServer,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          const address = httpServer.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    readiness,
    liveSize: () => live.size,
    openSubscriptions: () => subscriptionLimits.open,
    relayedThrough: () => relay.lastSequence,
    close: async () => {
      readiness.markShuttingDown();
      closeWebSockets(wsServer);
      forgetPool();
      stopForgettingEnded();
      // Closes the listener and waits for in-flight requests (bounded), then disposes of graphql-ws.
      socketSessions.stop();
      await apollo.stop();
      wsServer.close();
      await live.stop();
      await webhooks.stop();
      await sms.worker.stop();
      await relay.stop();
      await pinger.close();
    },
  };
}
