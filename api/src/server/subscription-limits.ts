import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { SecuritySettings } from '../core/config/config.js';
import { AppError } from '../core/errors/errors.js';

export type SubscriptionCaps = Pick<SecuritySettings, 'wsSubscriptionsPerSocket' | 'wsSubscriptionsPerAddress'>;

/** What is needed of graphql-ws's context of a socket: its operations by id (it removes each as it ends). */
export interface SocketOperations {
  subscriptions: Readonly<Record<string, unknown>>;
  extra: { request: IncomingMessage };
}

/**
 * Caps the live subscriptions of one socket and of one client address (all its sockets together): one event would
 * otherwise be pushed to thousands of subscriptions a single client holds, each holding memory until it closes. The
 * counts are graphql-ws's own operations per socket, so nothing is kept for a subscription that has ended.
 */
export class SubscriptionLimits {
  private readonly byAddress = new Map<string, Set<SocketOperations>>();

  constructor(
    private readonly caps: SubscriptionCaps,
    private readonly trustProxy: (addr: string, i: number) => boolean,
  ) {}

  /** A socket whose connection_init was accepted. */
  opened(socket: SocketOperations): void {
    const address = this.addressOf(socket);
    const sockets = this.byAddress.get(address) ?? new Set<SocketOperations>();
    sockets.add(socket);
    this.byAddress.set(address, sockets);
  }

  closed(socket: SocketOperations): void {
    const address = this.addressOf(socket);
    const sockets = this.byAddress.get(address);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byAddress.delete(address);
  }

  /** Asked in onSubscribe, where graphql-ws already counts the new operation: the refusal past either cap. */
  refusal(socket: SocketOperations): AppError | null {
    if (operationsOf(socket) > this.caps.wsSubscriptionsPerSocket) return tooMany();
    const sockets = this.byAddress.get(this.addressOf(socket)) ?? new Set<SocketOperations>();
    // Sockets that cannot hold more than the address may all together need no counting (sockets per address are
    // capped too, so the count below runs over a handful of sockets).
    if (sockets.size * this.caps.wsSubscriptionsPerSocket <= this.caps.wsSubscriptionsPerAddress) return null;
    let ofAddress = 0;
    for (const other of sockets) ofAddress += operationsOf(other);
    return ofAddress > this.caps.wsSubscriptionsPerAddress ? tooMany() : null;
  }

  /** Operations open on every socket (tests, metrics). */
  get open(): number {
    let open = 0;
    for (const sockets of this.byAddress.values()) for (const socket of sockets) open += operationsOf(socket);
    return open;
  }

  private addressOf(socket: SocketOperations): string {
    return proxyaddr(socket.extra.request, this.trustProxy);
  }
}

const operationsOf = (socket: SocketOperations): number => Object.keys(socket.subscriptions).length;
const tooMany = () => AppError.coded('TOO_MANY_SUBSCRIPTIONS', 'TOO_MANY_SUBSCRIPTIONS');
