import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import express, { type Request, type Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressOf, keepPeerAddress, rememberClientAddress } from './request-context.js';

let server: Server | undefined;
afterEach(() => server?.close());

const dropConnection: express.RequestHandler = (req, _res, next) => {
  req.socket.destroy();
  next();
};

/**
 * A request whose connection is dropped while it runs (a proxy closing it during a restart): what the handler,
 * which keeps going, takes for the client's address after the drop; `onConnection` listens to the server's connections.
 */
async function addressAfterTheConnectionDrops(
  middleware: express.RequestHandler[],
  onConnection?: (socket: Socket) => void,
): Promise<string | undefined> {
  const app = express();
  app.set('trust proxy', 'loopback');
  let seen: (value: string | undefined) => void = () => undefined;
  const result = new Promise<string | undefined>((resolve) => (seen = resolve));
  app.post('/graphql', ...middleware, (req: Request, res: Response) => {
    req.socket.destroy();
    setImmediate(() => seen(middleware.length ? clientAddressOf(req, res) : req.ip));
  });
  server = createServer(app);
  if (onConnection) server.on('connection', onConnection);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.7' },
    body: '{}',
  }).catch(() => undefined);
  return result;
}

describe("the client's address of a request", () => {
  it('is read when the request arrives and stays the same after its connection is gone', async () => {
    expect(await addressAfterTheConnectionDrops([rememberClientAddress])).toBe('203.0.113.7');
  });

  it('(why: read afterwards from the closed socket, Express no longer knows it)', async () => {
    expect(await addressAfterTheConnectionDrops([])).toBeUndefined();
  });

  it('is known even when the connection closed before the request reached the first middleware', async () => {
    expect(await addressAfterTheConnectionDrops([dropConnection, rememberClientAddress], keepPeerAddress)).toBe(
      '203.0.113.7',
    );
  });

  it('(why: without the address read as the connection opened, there is none to read then)', async () => {
    expect(await addressAfterTheConnectionDrops([dropConnection, rememberClientAddress])).toBe('unknown');
  });
});
