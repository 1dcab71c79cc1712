import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type express from 'express';

/** A browser opening the endpoint itself (a link, the address bar), not a GraphQL client. */
export function wantsExplorer(req: express.Request): boolean {
  return (
    req.method === 'GET' &&
    req.query.query === undefined &&
    req.query.extensions === undefined &&
    (req.get('accept') ?? '').includes('text/html')
  );
}

/**
 * The GraphQL explorer (GraphiQL, built into web/dist/graphiql by `npm run build:web`) at /graphiql. A browser that
 * opens /graphql is sent there: the endpoint keeps answering only GraphQL (never HTML under the API's URL, where
 * caches and clients expect JSON). The page runs under the site's policy unchanged: its scripts, workers and fonts
 * all come from this origin.
 */
export function mountExplorer(app: express.Express, webDist: string | undefined): void {
  const page = webDist ? join(webDist, 'graphiql', 'index.html') : undefined;
  const html = page && existsSync(page) ? readFileSync(page, 'utf8') : null;
  app.get('/graphql', (req, res, next) => {
    if (wantsExplorer(req)) res.redirect(302, '/graphiql');
    else next();
  });
  app.get(['/graphiql', '/graphiql/'], (_req, res) => {
    if (!html) {
      res.status(503).type('text/plain').send('The GraphQL explorer is not built yet: run `npm run build:web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
}
