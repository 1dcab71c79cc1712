import { GraphQLError, type ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { AppError } from '../core/errors/errors.js';

/** A `next` message's payload as sent: the formatted execution result with the event's sequence. */
export interface LivePayload {
  data?: unknown;
  errors?: readonly unknown[];
  extensions?: Record<string, unknown>;
}

/**
 * One event's message for one group, serialised once: everything after the subscription id. Each member gets
 * `{"id":<its id>` + tail, so all members receive the same bytes but for the id.
 */
export interface Frame {
  sequence: number | null;
  payload: LivePayload;
  tail: string;
}

export function frameOf(payload: LivePayload, sequence: number | null): Frame {
  const sent = sequence === null ? payload : { ...payload, extensions: { ...payload.extensions, sequence } };
  return { sequence, payload: sent, tail: `,"type":"next","payload":${JSON.stringify(sent)}}` };
}

/**
 * Sent at once to a subscription that asked to resume when its missed events cannot be replayed (pruned, too many, or
 * a sequence from another database), not with the next event, which may come hours later in a quiet district: no
 * data, the error `LIVE_UPDATES_MISSED` (as the one mapper writes it: `format`) and `extensions.resumeGap`. The client
 * loads again.
 */
export function resumeGapFrame(format: (result: ExecutionResult) => LivePayload): Frame {
  const missed = AppError.coded('LIVE_UPDATES_MISSED', 'LIVE_UPDATES_MISSED');
  const { errors } = format({ errors: [new GraphQLError(missed.message, { originalError: missed })] });
  return frameOf({ errors, extensions: { resumeGap: true } }, null);
}

export const TOO_SLOW = { code: 1013, reason: 'Too slow: live updates were not read' } as const;

/**
 * Sends one member's message. A socket whose unsent bytes pass `limit` is closed (1013, "try again later": the
 * client reconnects and resumes from its last sequence) and gets nothing more, so a client that cannot keep up
 * holds at most `limit` plus one message; if it does not even answer the close, ws drops it after its close timeout.
 */
export function sendFrame(socket: WebSocket, idJson: string, frame: Frame, limit: number): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(`{"id":${idJson}${frame.tail}`);
  if (socket.bufferedAmount <= limit) return true;
  socket.close(TOO_SLOW.code, TOO_SLOW.reason);
  return false;
}
