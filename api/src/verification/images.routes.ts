import type { EntityManager } from '@mikro-orm/postgresql';
import { Router, type Request, type Response } from 'express';
import { Contribution } from '../contributions/contribution.entity.js';
import { ContributionAbilities } from '../contributions/contributions.policy.js';
import { Alert } from '../alerts/alert.entity.js';
import { AlertAbilities } from '../alerts/alerts.policy.js';
import { Report } from '../reports/report.entity.js';
import { ReportAbilities } from '../reports/reports.policy.js';
import { AppError } from '../shared/errors.js';
import { can } from '../shared/policy.js';
import { sendError } from '../shared/rest.js';
import type { RequestContext } from '../shared/context.js';
import { Image } from './image.entity.js';
import { VerificationErrors } from './verification.errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** May this viewer see the photo? Only officers of the area of what it is attached to, or its volunteer (D13). */
async function mayView(ctx: RequestContext, imageId: string): Promise<boolean> {
  const { em, actor } = ctx;
  if (!actor) return false;
  const report = await em.findOne(Report, { image: imageId });
  if (report && can(actor, ReportAbilities.viewDetails, { districtCode: report.district.code, dsDivisionCode: report.dsDivision.code })) return true;
  const alerts = await em.find(Alert, { images: imageId });
  if (alerts.some((a) => can(actor, AlertAbilities.viewReporterContact, { districtCode: a.district.code, dsDivisionCode: a.dsDivision.code }))) return true;
  const contribution = await em.findOne(Contribution, { image: imageId });
  return !!contribution && can(actor, ContributionAbilities.follow, { districtCode: contribution.district.code, dsDivisionCode: contribution.dsDivision.code, ownerId: contribution.volunteer.id });
}

/** GET /images/:id: the photo's bytes, with its sniffed type, for those allowed to see it. */
export function imagesRouter(context: (req: Request, res: Response) => Promise<RequestContext>, log: (e: unknown) => void): Router {
  const router = Router();
  router.get('/images/:id', async (req, res) => {
    try {
      const id = String(req.params.id);
      const ctx = await context(req, res);
      if (!UUID.test(id)) throw VerificationErrors.imageNotFound();
      if (!ctx.actor) throw AppError.unauthenticated();
      const em: EntityManager = ctx.em;
      const image = await em.findOne(Image, { id }, { populate: ['bytes'] });
      if (!image) throw VerificationErrors.imageNotFound();
      if (!(await mayView(ctx, id))) throw AppError.forbidden();
      res.setHeader('Cache-Control', 'private, max-age=3600');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type(image.mimeType).send(image.bytes);
    } catch (error) {
      sendError(res, error, false, log);
    }
  });
  return router;
}
