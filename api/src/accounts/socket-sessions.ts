import type { EntityManager } from '@mikro-orm/postgresql';
import { actorForToken } from './sessions.js';

/** What is needed of a WebSocket: closing it. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** graphql-ws's code for an unauthorised connection: the client sees why and may log in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The open WebSocket connections that came with a session token. Every few seconds each token is checked like an
 * HTTP request's; a connection whose session was revoked (logout, password change) or expired is closed, so its
 * subscriptions stop receiving what only that session could see.
 */
export class SocketSessions {
  private readonly sockets = new Map<ClosableSocket, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rootEm: EntityManager,
    private readonly everySeconds: number,
  ) {}

  track(socket: ClosableSocket, token: string | null): void {
    if (token) this.sockets.set(socket, token);
  }

  forget(socket: ClosableSocket): void {
    this.sockets.delete(socket);
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), this.everySeconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Closes the connections whose session has ended; checking does not count as activity for the idle expiry. */
  async sweep(): Promise<void> {
    const em = this.rootEm.fork();
    for (const [socket, token] of [...this.sockets]) {
      if (await actorForToken(em, token, { touch: false })) continue;
      this.sockets.delete(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }
}
