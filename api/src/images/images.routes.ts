import { Router, type Request, type Response } from 'express';
import { sendError } from '../rest/rest.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError } from '../core/errors/errors.js';
import { authorize } from '../core/policy/policy.js';
import { Image } from './image.entity.js';
import { strippedCopy } from './image-inspection.js';
import { ImageAbilities, photoHolders, photoOriginalVisible, photoVisible } from './images.policy.js';
import { ImageErrors, isPhotoId } from './images.service.js';

/** The photo route and its audience, declared like every other route (the audience test reads it). */
export const IMAGE_ROUTE = { method: 'get', path: '/images/{id}', audience: ImageAbilities.view } as const;

/** GET /images/:id: the photo's bytes, with its sniffed type, for those allowed to see it. */
export function imagesRouter(
  context: (req: Request, res: Response) => Promise<RequestContext>,
  log: (e: unknown) => void,
): Router {
  const router = Router();
  router.get('/images/:id', async (req, res) => {
    try {
      const id = String(req.params.id);
      const ctx = await context(req, res);
      if (!isPhotoId(id)) throw ImageErrors.notFound();
      authorize(ctx.actor, IMAGE_ROUTE.audience);
      const image = await ctx.em.findOne(Image, { id }, { populate: ['bytes'] });
      if (!image) throw ImageErrors.notFound();
      const holders = await photoHolders(ctx.em, id);
      if (!photoVisible(ctx.actor, holders)) throw AppError.forbidden();
      const bytes = photoOriginalVisible(ctx.actor, holders) ? image.bytes : await strippedCopy(image.bytes);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Disposition', `inline; filename="photo-${id}.${image.mimeType.split('/')[1] ?? 'img'}"`);
      res.type(image.mimeType).send(bytes);
    } catch (error) {
      sendError(res, error, false, log);
    }
  });
  return router;
}
