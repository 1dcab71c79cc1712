import type { WebSocket } from 'ws';

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

/** The first message after a resume whose rows were pruned: the client refetches once (PUSH.md point 2). */
export function withResumeGap(frame: Frame): Frame {
  return frameOf({ ...frame.payload, extensions: { ...frame.payload.extensions, resumeGap: true } }, null);
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
