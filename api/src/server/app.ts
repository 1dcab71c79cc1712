import { setMaxListeners } from 'node:events';
import { createServer, type Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import { useServer } from 'graphql-ws/use/ws';
import { createPubSub } from '@graphql-yoga/subscription';
import { WebSocketServer } from 'ws';
import type { Orm } from '../db/orm.js';
import type { RequestContext } from '../shared/context.js';
import { formatGraphQLError } from '../shared/graphql-errors.js';
import { EventRelay } from '../shared/notify.js';
import { DEFAULT_SUBMISSIONS_PER_WINDOW, RateLimiter, SUBMISSION_WINDOW_MS } from '../shared/rate-limit.js';
import { restRouter, sendError } from '../rest/rest.js';
import { AppError } from '../shared/errors.js';
import { imagesRouter } from '../images/images.routes.js';
import { openApiDocument } from './openapi.js';
import { REST_PREFIXES, restAreas } from './rest-areas.js';
import { mountSiteFiles } from './site-files.js';
import { httpContext, socketContext } from './request-context.js';
import { buildAppSchema } from './schema.js';
import { mountWebApp } from './web-app.js';

export interface AppServer {
  httpServer: Server;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

export interface ServerOptions {
  orm: Orm;
  webDist?: string;
  log?: (message: unknown) => void;
  /** Anonymous submissions allowed per client address in 10 minutes. */
  submissionsPerWindow?: number;
}

/** One HTTP server: /graphql (HTTP and WebSocket), the health check and the built web app. */
export async function createAppServer({ orm, webDist, log = console.error, submissionsPerWindow = DEFAULT_SUBMISSIONS_PER_WINDOW }: ServerOptions): Promise<AppServer> {
  const submissions = new RateLimiter(submissionsPerWindow, SUBMISSION_WINDOW_MS);
  const app = express();
  app.disable('x-powered-by');
  // /Alerts/... is the REST layer, /alerts the web page: paths must not be folded.
  app.set('case sensitive routing', true);
  app.set('trust proxy', 'loopback');
  // Slow networks: every answer (app code, GraphQL, REST) goes compressed.
  app.use(compression());
  const httpServer = createServer(app);
  // One listener per subscriber on this target: thousands are expected, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const pubSub = createPubSub({ eventTarget });
  const schema = await buildAppSchema(pubSub);
  const relay = new EventRelay(orm.config.get('clientUrl'), pubSub, (m) => log(m));
  await relay.start();

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer(
    { schema, context: (ctx) => socketContext(orm.em, submissions, ctx.extra.request, ctx.connectionParams) },
    wsServer,
  );

  const apollo = new ApolloServer<RequestContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, log),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => { await wsCleanup.dispose(); } }) },
    ],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  const context = (req: express.Request, res: express.Response) => httpContext(orm.em, submissions, req, res);
  app.use(cookieParser(), imagesRouter(context, log));
  const openApi = openApiDocument(restAreas);
  app.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.use(cookieParser(), restRouter(restAreas, context, log));
  app.use(
    '/graphql',
    cookieParser(),
    express.json({ limit: '15mb' }),
    expressMiddleware(apollo, { context: ({ req, res }) => httpContext(orm.em, submissions, req, res) }),
  );
  app.use(REST_PREFIXES.map((p) => `/${p}`), (_req, res) => sendError(res, AppError.notFound('No such call.'), false, log));
  mountSiteFiles(app, REST_PREFIXES);
  await mountWebApp(app, { webDist, schema, context, log, onDataChange: (listener) => relay.onEvent(listener) });

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
    close: async () => {
      await relay.stop();
      await apollo.stop();
      wsServer.close();
    },
  };
}
