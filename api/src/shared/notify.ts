import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { PubSub } from 'type-graphql';
import { getLogger } from '../observability/logger.js';
import { eventFanout, eventsRelayed, listenConnected, listenReconnects, notifyLag } from '../observability/metrics.js';
import { EVENTS_CHANNEL, Topics, type Announced, type EventPayloads, type Topic } from './events.js';

/**
 * Announces a change with pg_notify on the EntityManager's connection. Called inside the transaction that makes
 * the change, PostgreSQL delivers it at commit and drops it on rollback, so a rolled-back change is never heard.
 */
export async function announce<T extends Topic>(em: EntityManager, topic: T, payload: EventPayloads[T]): Promise<void> {
  const announced: EventPayloads[T] & Announced = { ...payload, eventId: randomUUID() };
  // sentAt: the relay's lag metric (the NOTIFY is delivered at commit, so the lag includes the rest of the transaction).
  await em.execute('select pg_notify(?, ?)', [EVENTS_CHANNEL, JSON.stringify({ topic, payload: announced, sentAt: Date.now() })]);
}

/**
 * One dedicated connection LISTENs on the events channel and relays every notification into this instance's
 * PubSub, so a subscriber on any API instance hears changes made on any other. Reconnects when the connection drops.
 */
export class EventRelay {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly listeners: Array<(topic: string) => void> = [];

  constructor(
    private readonly databaseUrl: string,
    private readonly pubSub: PubSub,
    private readonly log: (message: string) => void = (message) => getLogger().warn(message),
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    // The embedded server may stop before us at shutdown: an unhandled 'error' would kill the process.
    client.on('error', (error) => this.reconnect(`listener connection failed: ${error.message}`));
    client.on('end', () => this.reconnect('listener connection ended'));
    client.on('notification', (message) => this.relay(message.payload));
    await client.connect();
    await client.query(`listen ${EVENTS_CHANNEL}`);
    this.client = client;
    listenConnected.set(1);
  }

  /** True while the LISTEN connection is up (readiness). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Called for every event relayed by this instance, whichever instance made the change. */
  onEvent(listener: (topic: string) => void): void {
    this.listeners.push(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    listenConnected.set(0);
    await client?.end().catch(() => undefined);
  }

  private relay(raw: string | undefined): void {
    if (!raw) return;
    try {
      const { topic, payload, sentAt } = JSON.parse(raw) as { topic: string; payload: unknown; sentAt?: number };
      if (typeof sentAt === 'number') notifyLag.observe(Math.max(0, Date.now() - sentAt) / 1000);
      const topicLabel = Object.values(Topics).includes(topic as Topic) ? topic : 'other';
      eventsRelayed.inc({ topic: topicLabel });
      const fanout = eventFanout.startTimer({ topic: topicLabel });
      this.pubSub.publish(topic, payload);
      for (const listener of this.listeners) listener(topic);
      fanout();
    } catch {
      this.log(`ignored a malformed event: ${raw.slice(0, 200)}`);
    }
  }

  private reconnect(reason: string): void {
    if (this.stopped || !this.client) return;
    this.client.removeAllListeners('end');
    this.client = null;
    listenConnected.set(0);
    listenReconnects.inc();
    this.log(`${reason}; reconnecting`);
    const attempt = (delay: number) => {
      this.retry = setTimeout(() => {
        if (this.stopped) return;
        this.start().catch(() => attempt(Math.min(delay * 2, 10_000)));
      }, delay);
    };
    attempt(250);
  }
}
