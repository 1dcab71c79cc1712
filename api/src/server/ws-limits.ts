import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyaddr from 'proxy-addr';
import type { WebSocketServer } from 'ws';
import type { SecuritySettings } from '../core/config/config.js';
import { isCrossSite } from '../core/policy/same-origin.js';

export type WsLimits = Pick<SecuritySettings, 'wsMaxPayload' | 'wsConnectionsPerAddress' | 'wsInitTimeoutMs'>;

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Upgrades to `path` only: a browser on another site is refused (403, same rule as REST
 * writes; clients without Origin are not browsers and may connect), and one address holds at most
 * `wsConnectionsPerAddress` sockets at once (429). Message size and the connection_init time limit are set on the
 * ws server and graphql-ws (app.ts).
 */
export function acceptSockets(
  httpServer: Server,
  wsServer: WebSocketServer,
  path: string,
  limits: WsLimits,
  trustProxy: (addr: string, i: number) => boolean,
): void {
  const open = new Map<string, number>();
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== path) return refuse(socket, 404, 'Not Found');
    if (isCrossSite(request.headers)) return refuse(socket, 403, 'Forbidden');
    const address = proxyaddr(request, trustProxy);
    const count = open.get(address) ?? 0;
    if (count >= limits.wsConnectionsPerAddress) return refuse(socket, 429, 'Too Many Requests');
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    wsServer.handleUpgrade(request, socket, head, (ws) => wsServer.emit('connection', ws, request));
  });
}
