/**
 * The fan-out bench's other processes (bench/fanout.ts forks this file): N subscriber sockets, or the bare `ws`
 * broadcast server. Separate processes because 10,000 sockets need 10,000 descriptors on each side (the limit here
 * is 20,000 per process) and so that the server's CPU is measured alone. Times are absolute (timeOrigin + now) so
 * they compare across processes on the one machine.
 */
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';

export type PeerRequest =
  | { kind: 'graphql-clients'; url: string; count: number; query: string }
  | { kind: 'bare-clients'; url: string; count: number }
  | { kind: 'bare-server' };

export type PeerMessage =
  | { type: 'ready'; port?: number }
  | { type: 'received'; times: number[]; sample: string }
  | { type: 'sent'; at: number }
  | { type: 'failed'; error: string };

const BATCH = 250;
const now = () => performance.timeOrigin + performance.now();
const tell = (message: PeerMessage) => process.send!(message);

function clients(
  url: string,
  count: number,
  protocol: string | undefined,
  onOpen: (ws: WebSocket, i: number) => Promise<void>,
): Promise<void> {
  let times: number[] = [];
  let sample = '';
  const connect = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, protocol);
      let ready = false;
      ws.once('error', reject);
      ws.on('message', (data: Buffer) => {
        if (!ready) return;
        // A receipt: one message per client per event, not parsed (the bare clients do not parse either).
        times.push(now());
        if (!sample) sample = data.toString();
        if (times.length === count) {
          tell({ type: 'received', times, sample });
          times = [];
          sample = '';
        }
      });
      ws.once('open', () => {
        onOpen(ws, i).then(() => {
          ready = true;
          resolve();
        }, reject);
      });
    });
  return (async () => {
    for (let i = 0; i < count; i += BATCH)
      await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => connect(i + j)));
  })();
}

const graphqlHandshake = (query: string) => (ws: WebSocket, i: number) =>
  new Promise<void>((resolve) => {
    ws.once('message', () => {
      ws.send(JSON.stringify({ id: `sub-${i}`, type: 'subscribe', payload: { query } }));
      resolve();
    });
    ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  });

async function bareServer(): Promise<void> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  process.on('message', (message: { payload: string }) => {
    const at = now();
    for (const client of server.clients) client.send(message.payload);
    tell({ type: 'sent', at });
  });
  tell({ type: 'ready', port: (server.address() as { port: number }).port });
}

async function main(request: PeerRequest): Promise<void> {
  if (request.kind === 'bare-server') return bareServer();
  if (request.kind === 'graphql-clients')
    await clients(request.url, request.count, 'graphql-transport-ws', graphqlHandshake(request.query));
  else await clients(request.url, request.count, undefined, async () => undefined);
  tell({ type: 'ready' });
}

main(JSON.parse(process.argv[2]!) as PeerRequest).catch((error: unknown) =>
  tell({ type: 'failed', error: String(error) }),
);
