import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { PubSub } from 'type-graphql';
import { getLogger } from '../../observability/logger.js';
import {
  eventFanout,
  eventsRelayed,
  listenConnected,
  listenReconnects,
  notifyLag,
} from '../../observability/metrics.js';
import { readOutboxSettings, type OutboxSettings } from '../config/config.js';
import { EVENTS_CHANNEL, Topics, type EventPayloads, type Topic } from './events.js';
import { appendToOutbox, latestSequence, pruneOutbox, readOutboxAfter, type ReadOutboxRow } from './outbox.js';

/**
 * Announces a change: writes it into the event outbox on the EntityManager's connection, inside the transaction that
 * makes the change; its sequence is NOTIFYed at commit. PostgreSQL keeps both only if the transaction commits, so a
 * rolled-back change is never heard.
 */
export async function announce<T extends Topic>(em: EntityManager, topic: T, payload: EventPayloads[T]): Promise<void> {
  await appendToOutbox(em, topic, { ...payload, eventId: randomUUID() });
  for (const hook of announceHooks.values()) await hook(em, topic, payload);
}

/** Runs inside the announcing transaction: what it writes commits or rolls back with the change. */
export type AnnounceHook = <T extends Topic>(tx: EntityManager, topic: T, payload: EventPayloads[T]) => Promise<void>;

const announceHooks = new Map<string, AnnounceHook>();

/**
 * Lets a higher area (SMS notifications) act on every announced change in its own transaction, without this layer
 * importing it. Registering again under the same name replaces the hook.
 */
export function registerAnnounceHook(name: string, hook: AnnounceHook): void {
  announceHooks.set(name, hook);
}

export interface RelayOptions {
  /** Publish the events after this sequence (an instance that knows where it stopped); by default, the latest at start. */
  afterSequence?: number;
  /** Outbox pruning; by default from the environment (config.ts). */
  outbox?: OutboxSettings;
}

export const RELAY_APPLICATION_NAME = 'lanka-relief-event-relay';
/** Rows read per query while catching up. */
const READ_BATCH = 500;
const PRUNE_EVERY_MS = 10 * 60_000;
const READ_RETRY_MS = 1_000;

/**
 * One dedicated connection LISTENs on the events channel; each notification (a sequence) makes the relay read the
 * outbox rows after the last sequence it published and publish them, in sequence order and once each, into this
 * instance's PubSub, so a subscriber on any API instance hears changes made on any other. After a reconnect it reads
 * everything committed while the connection was down before going on. It also prunes old rows.
 */
export class EventRelay {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;
  private readRetry: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<(topic: string, payload: unknown) => void> = [];
  /** The last sequence published by this instance; null until the first start has read where to begin. */
  private published: number | null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private readonly outbox: OutboxSettings;
  /** Starts that read everything committed while no connection listened (see `heardThrough`). */
  private catchUps = 0;
  private caughtUp = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly pubSub: PubSub,
    private readonly log: (message: string) => void = (message) => getLogger().warn(message),
    options: RelayOptions = {},
  ) {
    this.published = options.afterSequence ?? null;
    this.outbox = options.outbox ?? readOutboxSettings();
  }

  async start(): Promise<void> {
    // Named, so operators (and the tests that cut it) can tell it apart in pg_stat_activity.
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: RELAY_APPLICATION_NAME });
    // The embedded server may stop before us at shutdown: an unhandled 'error' would kill the process.
    client.on('error', (error) => this.reconnect(`listener connection failed: ${error.message}`));
    client.on('end', () => this.reconnect('listener connection ended'));
    client.on('notification', (message) => this.notified(message.payload));
    try {
      await client.connect();
      // LISTEN before reading where to start: an event committed in between is then both notified and read.
      await client.query(`listen ${EVENTS_CHANNEL}`);
      this.published ??= await latestSequence(client);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    listenConnected.set(1);
    this.startPruning();
    // Gap fill: whatever was committed while no connection listened (or since `afterSequence`).
    await this.drain();
    // Unless the connection broke meanwhile (a newer start catches up again).
    if (this.client !== client) return;
    this.catchUps += 1;
    this.caughtUp = true;
  }

  /** True while the LISTEN connection is up (readiness). */
  get listening(): boolean {
    return this.client !== null;
  }

  /**
   * Which unbroken stretch of hearing every event this is: a number that changes at each reconnection, or null while
   * the connection is down or still reading what was committed while it was (nothing is heard then). What was kept on
   * the word of events (a cache that events empty) is good only within the stretch it was kept in.
   */
  get heardThrough(): number | null {
    return this.client !== null && this.caughtUp ? this.catchUps : null;
  }

  /** The last sequence this instance published (null before the first start). */
  get lastSequence(): number | null {
    return this.published;
  }

  /** Called for every event relayed by this instance, whichever instance made the change. */
  onEvent(listener: (topic: string, payload: unknown) => void): void {
    this.listeners.push(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearTimeout(this.readRetry);
    clearInterval(this.pruneTimer);
    const client = this.client;
    this.client = null;
    this.caughtUp = false;
    listenConnected.set(0);
    // Ending the connection first fails a read under way rather than waiting for it.
    await client?.end().catch(() => undefined);
    await this.draining;
  }

  private notified(raw: string | undefined): void {
    try {
      const { sequence } = JSON.parse(raw ?? '') as { sequence?: unknown };
      if (typeof sequence === 'number' && this.published !== null && sequence <= this.published) return;
    } catch {
      this.log(`ignored a malformed notification: ${(raw ?? '').slice(0, 200)}`);
      return;
    }
    void this.drain();
  }

  /** One reader at a time: a notification during a read asks for one more read instead of a second reader. */
  private drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = this.readUntilDone().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async readUntilDone(): Promise<void> {
    do {
      this.drainAgain = false;
      try {
        await this.readAll();
      } catch (error) {
        if (this.stopped) return;
        this.log(`could not read the event outbox: ${(error as Error).message}`);
        // A broken connection reconnects and reads again; otherwise try again shortly.
        if (this.client) this.retryRead();
      }
    } while (this.drainAgain && !this.stopped);
  }

  private retryRead(): void {
    clearTimeout(this.readRetry);
    this.readRetry = setTimeout(() => void this.drain(), READ_RETRY_MS);
  }

  private async readAll(): Promise<void> {
    for (;;) {
      const client = this.client;
      if (!client || this.published === null || this.stopped) return;
      const rows = await readOutboxAfter(client, this.published, READ_BATCH);
      for (const row of rows) this.publish(row);
      if (rows.length < READ_BATCH) return;
    }
  }

  private publish({ event, ageSeconds }: ReadOutboxRow): void {
    if (this.published !== null && event.sequence <= this.published) return;
    this.published = event.sequence;
    notifyLag.observe(Math.max(0, ageSeconds));
    const topicLabel = Object.values(Topics).includes(event.topic) ? event.topic : 'other';
    eventsRelayed.inc({ topic: topicLabel });
    const fanout = eventFanout.startTimer({ topic: topicLabel });
    try {
      this.pubSub.publish(event.topic, event.payload);
      for (const listener of this.listeners) listener(event.topic, event.payload);
    } catch (error) {
      this.log(`an event listener failed: ${(error as Error).message}`);
    }
    fanout();
  }

  private startPruning(): void {
    if (this.pruneTimer) return;
    const prune = () => {
      const client = this.client;
      if (!client) return;
      pruneOutbox(client, this.outbox.retentionHours).catch((error: Error) =>
        this.log(`could not prune the event outbox: ${error.message}`),
      );
    };
    prune();
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  private reconnect(reason: string): void {
    if (this.stopped || !this.client) return;
    this.client.removeAllListeners('end');
    this.client = null;
    this.caughtUp = false;
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
