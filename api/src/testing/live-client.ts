import WebSocket from 'ws';

export interface LiveMessage {
  /** The frame as received, byte for byte. */
  raw: string;
  id?: string;
  type: string;
  payload?: {
    data?: Record<string, unknown> | null;
    errors?: unknown[];
    extensions?: { sequence?: number; resumeGap?: boolean };
  };
}

export interface LiveClient {
  socket: WebSocket;
  messages: LiveMessage[];
  /** The `next` messages of one subscription. */
  nexts(id: string): LiveMessage[];
  subscribe(id: string, query: string, variables?: Record<string, unknown>): void;
  /** Resolves once `count` `next` messages of `id` arrived, or rejects after `timeoutMs`. */
  waitFor(id: string, count: number, timeoutMs?: number): Promise<LiveMessage[]>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** A bare graphql-transport-ws client that keeps every frame as received (the graphql-ws client hides them). */
export async function connectLive(
  httpUrl: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LiveClient> {
  const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
  const messages: LiveMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: params })));
    socket.on('message', (data: Buffer) => {
      const raw = data.toString();
      const message = JSON.parse(raw) as Omit<LiveMessage, 'raw'>;
      messages.push({ raw, ...message });
      if (message.type === 'connection_ack') resolve();
    });
  });
  const nexts = (id: string) => messages.filter((m) => m.id === id && m.type === 'next');
  return {
    socket,
    messages,
    nexts,
    subscribe: (id, query, variables = {}) =>
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } })),
    waitFor: (id, count, timeoutMs = 8000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const tick = () => {
          if (nexts(id).length >= count) return resolve(nexts(id));
          if (Date.now() - started > timeoutMs)
            return reject(new Error(`${id}: ${nexts(id).length} of ${count} messages within ${timeoutMs} ms`));
          setTimeout(tick, 10);
        };
        tick();
      }),
    closed,
    close: () => socket.close(),
  };
}

/** Waits until `check` holds (e.g. the server registered the subscriptions: graphql-ws does not acknowledge them). */
export async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
