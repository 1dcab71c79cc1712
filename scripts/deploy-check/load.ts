/** The traffic of the deployment check: reads, submissions with idempotency keys, and graphql-ws subscribers. */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { sleep } from './processes.js';

export interface LoadCounts {
  reads: number;
  submissions: number;
  failed: number;
  retried: number;
  failures: string[];
  acknowledged: number[];
  /** Each submission's idempotency key, by its (random) contact number. */
  sentKeys: Map<string, string>;
}

const graphql = async (base: string, query: string, variables: unknown, token?: string) => {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (res.status !== 200 || body.errors)
    throw new Error(`${res.status} ${JSON.stringify(body.errors ?? '')}`.slice(0, 200));
  return body.data!;
};

export const login = async (base: string, userId: number, password: string) =>
  (
    (
      await graphql(
        base,
        'mutation ($u: Int!, $p: String!) { login(userId: $u, role: DMC_OFFICER, password: $p) { token } }',
        { u: userId, p: password },
      )
    ).login as { token: string }
  ).token;

const CREATE = 'mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }';

/** Runs readers and submitters until `stop()` is called. */
export function startLoad(base: string, readers: number, submitters: number) {
  const counts: LoadCounts = {
    reads: 0,
    submissions: 0,
    failed: 0,
    retried: 0,
    failures: [],
    acknowledged: [],
    sentKeys: new Map(),
  };
  let running = true;
  const fail = (what: string, error: unknown) => {
    counts.failed++;
    if (counts.failures.length < 10) counts.failures.push(`${what}: ${(error as Error).message}`);
  };
  const read = async (i: number) => {
    const kind = i % 3;
    // Reads are GETs (the GraphQL query too), which nginx may pass on to the other instance.
    const path = [
      `/`,
      `/Alerts/all`,
      `/graphql?query=${encodeURIComponent('{ counters { aidRequested alertsSent } }')}`,
    ][kind]!;
    const res = await fetch(`${base}${path}`, {
      headers: { 'apollo-require-preflight': 'true' },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await res.text();
    if (res.status < 200 || res.status > 299 || (kind === 2 && !body.includes('aidRequested')))
      throw new Error(`GET ${path}: ${res.status} ${body.slice(0, 200)}`);
  };
  const reader = async () => {
    for (let i = 0; running; i++) {
      counts.reads++;
      await read(i).catch((e: unknown) => fail('read', e));
      await sleep(40);
    }
  };
  const submit = async () => {
    const key = randomUUID();
    const input = {
      form: 'EMERGENCY',
      contactNo: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      district: 'LK11',
      dsDivision: 'LK1103',
      idempotencyKey: key,
      description: 'deploy check',
    };
    counts.sentKeys.set(input.contactNo, key);
    let lastError: unknown;
    // The client may retry a failed submission with the same key: still one request.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        if (attempt) counts.retried++;
        const data = await graphql(base, CREATE, { i: input });
        counts.acknowledged.push((data.createAidRequest as { id: number }).id);
        return;
      } catch (error) {
        lastError = error;
        await sleep(300);
      }
    }
    fail('submission', lastError);
  };
  const submitter = async () => {
    while (running) {
      counts.submissions++;
      await submit();
      await sleep(150);
    }
  };
  const workers = [...Array.from({ length: readers }, reader), ...Array.from({ length: submitters }, submitter)];
  return {
    counts,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * A graphql-ws subscriber to aidRequestChanged that reconnects and resubscribes when closed (1012 at a restart),
 * resuming after the last event sequence it heard (`connectionParams.resumeAfter`), as the web does.
 */
export class Subscriber {
  readonly received = new Map<number, number>();
  reconnects = 0;
  closeCodes: number[] = [];
  private lastSequence = 0;
  private socket: WebSocket | null = null;
  private open = true;
  subscribed = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  connect(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(this.url, 'graphql-transport-ws');
      this.socket = socket;
      const resume = this.lastSequence ? { resumeAfter: this.lastSequence } : {};
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: this.token, ...resume } })),
      );
      socket.on('message', (raw: Buffer) => {
        const message = JSON.parse(String(raw)) as {
          type: string;
          payload?: { data?: { aidRequestChanged?: { id: number } }; extensions?: { sequence?: number } };
        };
        if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              id: '1',
              type: 'subscribe',
              payload: { query: 'subscription { aidRequestChanged { id } }' },
            }),
          );
          this.subscribed = true;
          resolve();
        } else if (message.type === 'next') {
          const id = message.payload?.data?.aidRequestChanged?.id;
          this.lastSequence = Math.max(this.lastSequence, message.payload?.extensions?.sequence ?? 0);
          if (id !== undefined) this.received.set(id, (this.received.get(id) ?? 0) + 1);
        } else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => {
        this.subscribed = false;
        this.closeCodes.push(code);
        resolve();
        if (!this.open) return;
        this.reconnects++;
        setTimeout(() => void this.connect(), 100 + Math.random() * 400);
      });
    });
  }

  close(): void {
    this.open = false;
    this.socket?.close();
  }
}
