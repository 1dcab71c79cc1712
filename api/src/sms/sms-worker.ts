import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { capToParts, smsSize } from '../../../shared/sms-parts.js';
import type { SmsProviderName, SmsSettings } from './sms.settings.js';
import type { SmsGateway } from './gateways/gateway.js';
import { SmsInbound, SmsInboundState, SmsOutbound } from './sms.entity.js';
import { SmsProcessor, triage, type SmsOutcome } from './sms-processor.js';
import { byPartyInOrder, claimDue } from './sms-queue.js';
import { claimForGateway, claimForNoGateway, reserveSlots } from './sms-pace.js';
import { PollingLoop } from '../core/workers/polling-loop.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';
import { backoffMs, leaseFor } from '../core/workers/worker-timing.js';
import { failureCode, failureText } from './sms-failures.js';
import { replyText } from './sms-replies.js';
import { languageOfText } from '../../../shared/sms-language.js';

export interface SmsWorkerOptions {
  em: EntityManager;
  settings: SmsSettings;
  gateways: Map<SmsProviderName, SmsGateway>;
  /** Never given a message's text or number: ids and error codes only. */
  log: (message: string) => void;
  /** The work higher areas add to every round (alert fan-out, notification batches), run in turn after the inbound. */
  rounds?: SmsRound[];
  /** In the transaction that puts a message in the officers' triage queue. */
  triaged?: (tx: EntityManager, message: SmsInbound) => Promise<void>;
  /** The shared per-number submission limit (config `rateLimits`); without it SMS requests are not counted. */
  limiter?: RateLimiter;
  /** What turns a message into its result (tests give one that fails). */
  processor?: Pick<SmsProcessor, 'handle'>;
}

/** One piece of a higher area's work for a round, given the gateways switched on: true when it queued messages or more may be waiting. */
export type SmsRound = (providers: SmsProviderName[]) => Promise<boolean>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each API instance runs one: it claims stored messages, turns each into its result and records its reply in one
 * transaction (retried with backoff, to triage after SMS_MAX_ATTEMPTS) and runs the work higher areas add (alerts'
 * fan-out jobs, notification batches: `rounds`); beside it, one sending loop per gateway sends the recorded messages
 * at the gateway's pace, so a long alert backlog on one gateway never holds up processing or another gateway.
 */
export class SmsWorker {
  private readonly processor: Pick<SmsProcessor, 'handle'>;
  private readonly loop: PollingLoop;
  private readonly sendLoops: PollingLoop[];

  constructor(private readonly options: SmsWorkerOptions) {
    this.processor = options.processor ?? new SmsProcessor(options.settings.perNumberPerHour, options.limiter);
    const failed = (error: unknown) => options.log(`sms worker: could not claim: ${failureCode(error)}`);
    this.loop = new PollingLoop({ intervalMs: options.settings.pollMs, round: () => this.round(), failed });
    this.sendLoops = [...options.gateways.keys()].map(
      (provider) =>
        new PollingLoop({ intervalMs: options.settings.pollMs, round: () => this.sendPaced(provider), failed }),
    );
  }

  start(): void {
    this.loop.start();
    for (const loop of this.sendLoops) loop.start();
  }

  /** Looks for work now (a message was just stored). */
  wake(): void {
    this.loop.wake();
  }

  async stop(): Promise<void> {
    await Promise.all([this.loop, ...this.sendLoops].map((loop) => loop.stop()));
  }

  private async inTurn<T>(rows: T[], work: (row: T) => Promise<void>): Promise<void> {
    for (const row of rows) await work(row);
  }

  private async settled(work: Promise<void>[]): Promise<void> {
    for (const result of await Promise.allSettled(work))
      if (result.status === 'rejected') this.options.log(`sms worker: a row failed: ${failureCode(result.reason)}`);
  }

  /** One round: claims and handles due messages, then the higher areas' work; true when more may be waiting. */
  private async round(): Promise<boolean> {
    const { batch } = this.options.settings;
    const inbound = await claimDue(
      this.options.em.fork(),
      'sms_inbound',
      batch,
      leaseFor(this.options.settings.sendTimeoutMs),
    );
    // Every claimed row finishes before the next step (or before stop() lets the database close), failed or not.
    await this.settled(
      byPartyInOrder(inbound).map((rows) => this.inTurn(rows, (row) => this.process(row.id, row.attempts))),
    );
    const providers = [...this.options.gateways.keys()];
    const queued = await this.higherRounds(providers);
    const orphans = await this.failOrphans(providers);
    // Processed messages have replies and the higher areas' work queued messages: the senders look at once.
    if (inbound.length > 0 || queued) for (const loop of this.sendLoops) loop.wake();
    return inbound.length === batch || queued || orphans;
  }

  /** Every higher area's work of this round, each in turn whatever the one before answered. */
  private async higherRounds(providers: SmsProviderName[]): Promise<boolean> {
    let queued = false;
    for (const round of this.options.rounds ?? []) if (await round(providers)) queued = true;
    return queued;
  }

  /** One gateway's due messages, each sent in its own slot of the gateway's pace; true when the claim was full. */
  private async sendPaced(provider: SmsProviderName): Promise<boolean> {
    const { settings } = this.options;
    const limit = Math.max(1, Math.min(settings.alertBatch, settings.perSecond[provider]));
    const rows = await claimForGateway(this.options.em.fork(), provider, limit, leaseFor(settings.sendTimeoutMs));
    if (!rows.length) return false;
    const { firstInMs, gapMs } = await reserveSlots(
      this.options.em.fork(),
      provider,
      rows.length,
      settings.perSecond[provider],
    );
    await this.settled(
      rows.map((row, slot) => pause(firstInMs + slot * gapMs).then(() => this.send(row.id, row.attempts))),
    );
    return rows.length === limit;
  }

  /** Messages recorded for a gateway switched off since: recorded FAILED, not left waiting. */
  private async failOrphans(providers: SmsProviderName[]): Promise<boolean> {
    const { batch, sendTimeoutMs } = this.options.settings;
    const rows = await claimForNoGateway(this.options.em.fork(), providers, batch, leaseFor(sendTimeoutMs));
    await this.settled(rows.map((row) => this.send(row.id, row.attempts)));
    return rows.length === batch;
  }

  /** One message: its result, its state and its reply commit together; a failure leaves it for a later attempt. */
  private async process(id: string, attempt: number): Promise<void> {
    try {
      await this.options.em.fork().transactional(async (tx) => {
        const message = await tx.findOne(
          SmsInbound,
          { id, state: SmsInboundState.RECEIVED },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!message) return;
        await this.conclude(tx, message, await this.processor.handle(tx, message));
      });
    } catch (error) {
      await this.failed(id, attempt, error);
    }
  }

  private async failed(id: string, attempt: number, error: unknown): Promise<void> {
    const { settings } = this.options;
    this.options.log(`sms inbound ${id} attempt ${attempt} failed: ${failureCode(error)}`);
    await this.options.em.fork().transactional(async (tx) => {
      const message = await tx.findOne(
        SmsInbound,
        { id, state: SmsInboundState.RECEIVED },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!message) return;
      message.lastError = failureText(error);
      if (attempt < settings.maxAttempts)
        message.nextAttemptAt = new Date(Date.now() + backoffMs(attempt, settings.retryBaseMs, settings.retryMaxMs));
      // Out of attempts: the officers' triage queue, and the sender still hears that help will follow.
      else await this.conclude(tx, message, triage(languageOfText(message.text), null));
    });
  }

  private async conclude(tx: EntityManager, message: SmsInbound, outcome: SmsOutcome): Promise<void> {
    message.state = outcome.kind === 'TRIAGE' ? SmsInboundState.TRIAGE : SmsInboundState.DONE;
    message.resultKind = outcome.kind;
    message.resultId = outcome.resultId;
    message.districtCode = outcome.place?.districtCode ?? null;
    message.dsDivisionCode = outcome.place?.dsDivisionCode ?? null;
    message.nextAttemptAt = null;
    message.processedAt = new Date();
    if (outcome.refusal) message.lastError = outcome.refusal;
    // The officers' triage lists hear of it live.
    if (message.state === SmsInboundState.TRIAGE) await this.options.triaged?.(tx, message);
    if (!outcome.reply) return;
    const text = capToParts(
      replyText(outcome.language, outcome.reply, outcome.values),
      this.options.settings.replyMaxParts,
    );
    // Recorded before it is sent; unique per (message, purpose): a message processed twice is answered once.
    tx.create(SmsOutbound, {
      inbound: message,
      purpose: 'REPLY',
      provider: message.provider,
      recipient: message.sender,
      text,
      parts: smsSize(text).parts,
    });
  }

  /** One recorded message, sent once; its state recorded (SENT, or retried, then FAILED); a receipt already in is kept. */
  private async send(id: string, attempt: number): Promise<void> {
    const { settings } = this.options;
    const em = this.options.em.fork();
    const row = await em.findOne(SmsOutbound, { id, state: 'PENDING' });
    if (!row) return;
    const gateway = this.options.gateways.get(row.provider as SmsProviderName);
    let externalId: string | null;
    try {
      if (!gateway) throw new Error('gateway off');
      externalId = await gateway.send(
        { key: outboundKey(row.id), to: row.recipient, text: row.text },
        AbortSignal.timeout(settings.sendTimeoutMs),
      );
    } catch (error) {
      this.options.log(`sms outbound ${id} attempt ${attempt} failed: ${failureCode(error)}`);
      // A gateway this instance lacks may be on in another (a rolling deploy adding it): retried like a refusal, not failed at once.
      const retry = attempt < settings.maxAttempts;
      const retryMs = retry ? backoffMs(attempt, settings.retryBaseMs, settings.retryMaxMs) : null;
      await em.execute(
        `update sms_outbound set last_error = ?, state = case when ?::int is null then 'FAILED' else state end,
                next_attempt_at = case when ?::int is null then null else clock_timestamp() + ?::int * interval '1 millisecond' end
          where id = ? and state = 'PENDING'`,
        [failureText(error), retryMs, retryMs, retryMs, id],
      );
      return;
    }
    await recordSent(em, id, externalId);
  }
}

const RECORD_ATTEMPTS = 5;

/**
 * The gateway took the message: recorded SENT, tried again on a database error rather than counted as a failed send
 * (that would text the person twice). A receipt already in is kept.
 */
async function recordSent(em: EntityManager, id: string, externalId: string | null): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await em.execute(
        `update sms_outbound set state = case when state = 'PENDING' then 'SENT' else state end, external_id = ?, sent_at = clock_timestamp(), next_attempt_at = null, last_error = case when state = 'PENDING' then null else last_error end where id = ?`,
        [externalId, id],
      );
      return;
    } catch (error) {
      if (attempt >= RECORD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Our key of an outbound message, sent with it (the gateways that carry it give it back in their receipts). */
export const outboundKey = (id: string): string => `lr-${id}`;
