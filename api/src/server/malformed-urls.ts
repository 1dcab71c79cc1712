import type { ErrorRequestHandler, RequestHandler } from 'express';
import { sendError } from '../rest/rest.js';
import { AppError } from '../core/errors/errors.js';

/** A path that does not decode (`/%ZZ`) answers the project's error shape, before any route tries to read it. */
export function malformedUrls(log: (e: unknown) => void): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return sendError(res, AppError.badInput('The address is not valid.'), false, log);
    }
    next();
  };
}

/**
 * The last handler: whatever a middleware (static files, body readers, routing) failed with is answered through
 * the one mapper, never as Express's HTML page with a stack trace.
 */
export function lastErrors(log: (e: unknown) => void): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number }, _req, res, _next) => {
    const status = error?.status ?? error?.statusCode;
    if (res.headersSent) return void res.end();
    if (status === 413)
      return sendError(res, new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'), false, log);
    if (status && status >= 400 && status < 500)
      return sendError(res, AppError.badInput('The request could not be read.'), false, log);
    sendError(res, error, false, log);
  };
}
