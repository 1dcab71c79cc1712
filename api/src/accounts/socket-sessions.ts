import type { EntityManager } from '@mikro-orm/postgresql';
import { actorForToken } from './sessions.js';

/** What is needed of a WebSocket: closing it. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** graphql-ws's code for an unauthorised connection: the client sees why and may log in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** What a connection came with: a session token, or an integrator's API key (issue 19). */
export interface SocketCredential {
  kind: 'session' | 'apiKey';
  secret: string;
}

/** Whether an API key is still valid (not revoked): decided by the api-keys area, which lies above this one. */
export type ApiKeyCheck = (em: EntityManager, key: string) => Promise<boolean>;

/**
 * The open WebSocket connections that came with a session token or an API key. Every few seconds each is checked
 * like an HTTP request's; a connection whose session was revoked (logout, password change) or expired, or whose key
 * was revoked, is closed, so its subscriptions stop receiving what only that session or key could see.
 */
export class SocketSessions {
  private readonly sockets = new Map<ClosableSocket, SocketCredential>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly rootEm: EntityManager,
    private readonly everySeconds: number,
    private readonly apiKeyValid: ApiKeyCheck = async () => false,
  ) {}

  track(socket: ClosableSocket, credential: SocketCredential | null): void {
    if (credential) this.sockets.set(socket, credential);
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
    for (const [socket, { kind, secret }] of [...this.sockets]) {
      if (kind === 'session' ? await actorForToken(em, secret, { touch: false }) : await this.apiKeyValid(em, secret))
        continue;
      this.sockets.delete(socket);
      socket.close(SESSION_ENDED_CLOSE_CODE, kind === 'session' ? 'Session ended' : 'API key revoked');
    }
  }
}
