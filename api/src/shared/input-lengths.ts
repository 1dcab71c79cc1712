import type { MiddlewareFn } from 'type-graphql';
import { firstTooLong } from '../../../shared/input-limits.js';
import { AppError } from './errors.js';

/** 400 with the field when any text in the input is longer than its declared maximum (shared/input-limits.ts). */
export function assertInputLengths(input: unknown): void {
  const found = firstTooLong(input);
  if (!found) return;
  const message = `${found.field} is too long (at most ${found.max} characters).`;
  throw AppError.badInput(message, { [found.field]: message });
}

/** Every root field's arguments (queries, mutations, subscriptions; HTTP and WebSocket) checked before its resolver. */
export const inputLengthsMiddleware: MiddlewareFn = ({ args, info }, next) => {
  if (info.path.prev === undefined) assertInputLengths(args);
  return next();
};
