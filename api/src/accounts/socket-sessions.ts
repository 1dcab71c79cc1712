import type { EntityManager } from '@mikro-orm/postgresql';
import { actorForToken } from './sessions.js';

/** What is needed of a WebSocket: closing it. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** graphql-ws's code for an unauthorised connection: the client sees why and may log in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/** What a connection came with: a session token, or an integrator's API key. */
export interface SocketCredential {
  kind: 'session' | 'apiKey';
  secret: string;
}

interface TrackedSocket extends SocketCredential {
  /** The actor's session id (a key's: `keySessionId`), known once a subscription has read it. */
  sessionId?: string;
}

/** Whether an API key is still valid (not revoked): decided by the api-keys area, which lies above this one. */
export type ApiKeyCheck = (em: EntityManager, key: string) => Promise<boolean>;

/**
 * The open WebSocket connections that came with a session token or an API key. Every few seconds each is checked
 * like an HTTP request's; a connection whose session was revoked (logout, password change) or expired, or whose key
 * was revoked, is closed, so its subscriptions stop receiving what only that session or key could see.
 */
export class SocketSessions {
  private readonly sockets = new Map<ClosableSocket, TrackedSocket>();
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

  /** The session a subscription of the socket was read with: a revocation naming it closes the socket. */
  identify(socket: ClosableSocket, sessionId: string): void {
    const tracked = this.sockets.get(socket);
    if (tracked) tracked.sessionId = sessionId;
  }

  /**
   * Closes at once the sockets of revoked sessions or keys, as announced to every instance: called as the event is
   * relayed, before any later event reaches a subscriber, so none is sent to them after the revocation.
   */
  closeRevoked(sessionIds: readonly string[]): void {
    const revoked = new Set(sessionIds);
    for (const [socket, tracked] of [...this.sockets])
      if (tracked.sessionId !== undefined && revoked.has(tracked.sessionId)) this.close(socket, tracked.kind);
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
      this.close(socket, kind);
    }
  }

  private close(socket: ClosableSocket, kind: SocketCredential['kind']): void {
    this.sockets.delete(socket);
    socket.close(SESSION_ENDED_CLOSE_CODE, kind === 'session' ? 'Session ended' : 'API key revoked');
  }
}
