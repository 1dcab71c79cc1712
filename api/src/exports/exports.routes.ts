import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { sendError } from '../rest/rest.js';
import type { RequestContext } from '../core/context/context.js';
import { exportStream, CONTENT_TYPES } from './export-writers.js';
import { exportHolder, ExportSlots } from './export-slots.js';
import { exportBatches, ExportsService } from './exports.service.js';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * GET /exports/{dataset}.{format}?status=&from=&to= for officers of the area: aid-requests, alerts, reports or
 * contributions as csv, hxl.csv or geojson. Answers stream as rows are read; at most `concurrency` run at once per
 * instance, one per officer or key, so a crowd of downloads cannot take every database connection.
 */
export function exportsRouter(
  context: (req: Request, res: Response) => Promise<RequestContext>,
  settings: { databaseUrl: string; concurrency: number },
  log: (e: unknown) => void,
): Router {
  const router = Router();
  const slots = new ExportSlots(settings.concurrency);
  router.get('/exports/:file', async (req, res) => {
    let release: () => void = () => undefined;
    try {
      const ctx = await context(req, res);
      const file = String(req.params.file);
      const dot = file.indexOf('.');
      const plan = new ExportsService(ctx).plan({
        dataset: dot > 0 ? file.slice(0, dot) : file,
        format: dot > 0 ? file.slice(dot + 1) : '',
        status: text(req.query.status),
        from: text(req.query.from),
        to: text(req.query.to),
      });
      release = slots.take(exportHolder(ctx.actor));
      res.setHeader('Content-Type', CONTENT_TYPES[plan.format]);
      res.setHeader('Content-Disposition', `attachment; filename="${plan.fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      await pipeline(exportStream(plan.format, plan.dataset, exportBatches(settings.databaseUrl, plan)), res);
    } catch (error) {
      // Once bytes are sent the status is gone: cut the answer short so the client sees an incomplete download.
      if (res.headersSent) res.destroy();
      else sendError(res, error, false, log);
    } finally {
      release();
    }
  });
  return router;
}
