import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Subscription<T> {
  /** Every event received so far. */
  events: T[];
  /** Resolves with the next event matching `match`, or rejects after `timeoutMs`. */
  next(match?: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

/** Subscribes over graphql-ws like a browser would, optionally with a session token. */
export async function subscribe<T>(
  httpUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Subscription<T>> {
  const client: Client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authToken: token } : {},
    lazy: false,
  });
  const events: T[] = [];
  const waiters: { match: (e: T) => boolean; resolve: (e: T) => void }[] = [];
  await new Promise<void>((resolve, reject) => {
    const offConnected = client.on('connected', () => {
      offConnected();
      resolve();
    });
    client.on('error', reject);
  });
  let acknowledged!: () => void;
  const started = new Promise<void>((r) => (acknowledged = r));
  client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (result) => {
        const value = result.data ? Object.values(result.data)[0]! : (result as unknown as T);
        events.push(value);
        for (const w of [...waiters])
          if (w.match(value)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(value);
          }
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  // graphql-ws has no "subscribed" acknowledgement: a short pause lets the server register the subscription.
  setTimeout(acknowledged, 400);
  await started;
  return {
    events,
    next: (match = () => true, timeoutMs = 5000) => {
      const already = events.find(match);
      if (already) return Promise.resolve(already);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => client.dispose() as Promise<void>,
  };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
