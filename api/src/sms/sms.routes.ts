import express, { type Request, type Router } from 'express';
import { sendError } from '../rest/rest.js';
import type { SmsProviderName, SmsSettings } from './sms.settings.js';
import type { SmsGateway } from './gateways/gateway.js';
import { storeInbound } from './sms-inbox.js';
import { recordReceipts } from './sms-receipts.js';
import { SmsErrors } from './sms.errors.js';
import { failureCode } from './sms-failures.js';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface SmsRouteOptions {
  em: EntityManager;
  settings: SmsSettings;
  gateways: Map<SmsProviderName, SmsGateway>;
  /** A message was stored: the worker looks at once. */
  stored: () => void;
  log: (error: unknown) => void;
}

/** The URL the gateway called, as it signed it: the configured public address, else this request's own. */
const calledUrl = (req: Request, publicUrl: string | null): string =>
  `${publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? ''}`}${req.originalUrl}`;

/**
 * POST /sms/{provider}: the gateways' webhooks. The call is verified, its message stored (once) and the gateway
 * answered at once; processing runs from the queue. An unknown or switched-off gateway answers 404.
 */
export function smsRouter(options: SmsRouteOptions): Router {
  const router = express.Router();
  router.post('/sms/:provider', express.raw({ type: () => true, limit: '64kb' }), async (req, res) => {
    try {
      const gateway = options.gateways.get(req.params.provider as SmsProviderName);
      if (!gateway) throw SmsErrors.gatewayOff();
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const messages = gateway.readInbound(
        { url: calledUrl(req, options.settings.publicUrl), headers: req.headers, body },
        new Date(),
      );
      for (const message of messages)
        await storeInbound(options.em, gateway.provider, message, options.settings.duplicateWindowSeconds);
      if (messages.length) options.stored();
      res.status(gateway.answer.status).type(gateway.answer.contentType).send(gateway.answer.body);
    } catch (error) {
      // Answered by the error itself (503 while the database is away); logged by its code only: its text may quote the message.
      sendError(res, error, false, (failure) => options.log(new Error(`sms webhook failed: ${failureCode(failure)}`)));
    }
  });
  // Delivery receipts of what we sent: verified like the inbound calls, recorded on the message, answered at once.
  router.post('/sms/:provider/receipts', express.raw({ type: () => true, limit: '64kb' }), async (req, res) => {
    try {
      const gateway = options.gateways.get(req.params.provider as SmsProviderName);
      if (!gateway) throw SmsErrors.gatewayOff();
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await recordReceipts(
        options.em,
        gateway.provider,
        gateway.readReceipts(
          { url: calledUrl(req, options.settings.publicUrl), headers: req.headers, body },
          new Date(),
        ),
      );
      res.status(gateway.answer.status).type(gateway.answer.contentType).send(gateway.answer.body);
    } catch (error) {
      sendError(res, error, false, (failure) => options.log(new Error(`sms receipt failed: ${failureCode(failure)}`)));
    }
  });
  return router;
}
