import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { capToParts, smsSize } from '../../../shared/sms-parts.js';
import type { SmsProviderName, SmsSettings } from '../shared/config.js';
import type { SmsGateway } from './gateways/gateway.js';
import { SmsInbound, SmsInboundState, SmsOutbound } from './sms.entity.js';
import { SmsProcessor, triage, type SmsOutcome } from './sms-processor.js';
import { byPartyInOrder, claimDue } from './sms-queue.js';
import { PollingLoop } from '../shared/polling-loop.js';
import { backoffMs, leaseFor } from '../shared/worker-timing.js';
import { failureCode, failureText } from './sms-failures.js';
import { replyText } from './sms-replies.js';
import { announceTriaged } from './sms-triage.service.js';
import { languageOfText } from '../../../shared/sms-language.js';

export interface SmsWorkerOptions {
  em: EntityManager;
  settings: SmsSettings;
  gateways: Map<SmsProviderName, SmsGateway>;
  /** Never given a message's text or number: ids and error codes only. */
  log: (message: string) => void;
  /** What turns a message into its result (tests give one that fails). */
  processor?: Pick<SmsProcessor, 'handle'>;
}

/** A lease longer than any processing or send, so a claimed row is not claimed again while it is in hand. */
/**
 * Each API instance runs one: it claims stored messages, turns each into its result and records its reply in one
 * transaction (retried with backoff, to triage after SMS_MAX_ATTEMPTS), then sends the recorded replies.
 */
export class SmsWorker {
  private readonly processor: Pick<SmsProcessor, 'handle'>;
  private readonly loop: PollingLoop;

  constructor(private readonly options: SmsWorkerOptions) {
    this.processor = options.processor ?? new SmsProcessor(options.settings.perNumberPerHour);
    this.loop = new PollingLoop({ intervalMs: options.settings.pollMs, round: () => this.round(), failed: (error) => options.log(`sms worker: could not claim: ${failureCode(error)}`) });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for work now (a message was just stored). */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async inTurn<T>(rows: T[], work: (row: T) => Promise<void>): Promise<void> {
    for (const row of rows) await work(row);
  }

  private async settled(work: Promise<void>[]): Promise<void> {
    for (const result of await Promise.allSettled(work)) if (result.status === 'rejected') this.options.log(`sms worker: a row failed: ${failureCode(result.reason)}`);
  }

  /** One round: claims and handles due messages, then due sends; true when more may be waiting. */
  private async round(): Promise<boolean> {
    const { batch } = this.options.settings;
    const inbound = await claimDue(this.options.em.fork(), 'sms_inbound', batch, leaseFor(this.options.settings.sendTimeoutMs));
    // Every claimed row finishes before the next step (or before stop() lets the database close), failed or not.
    await this.settled(byPartyInOrder(inbound).map((rows) => this.inTurn(rows, (row) => this.process(row.id, row.attempts))));
    const outbound = await claimDue(this.options.em.fork(), 'sms_outbound', batch, leaseFor(this.options.settings.sendTimeoutMs));
    await this.settled(outbound.map((row) => this.send(row.id, row.attempts)));
    // Processed messages have replies to send, and a full batch may have more behind it.
    return inbound.length > 0 || outbound.length === batch;
  }

  /** One message: its result, its state and its reply commit together; a failure leaves it for a later attempt. */
  private async process(id: string, attempt: number): Promise<void> {
    try {
      await this.options.em.fork().transactional(async (tx) => {
        const message = await tx.findOne(SmsInbound, { id, state: SmsInboundState.RECEIVED }, { lockMode: LockMode.PESSIMISTIC_WRITE });
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
      const message = await tx.findOne(SmsInbound, { id, state: SmsInboundState.RECEIVED }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!message) return;
      message.lastError = failureText(error);
      if (attempt < settings.maxAttempts) message.nextAttemptAt = new Date(Date.now() + backoffMs(attempt, settings.retryBaseMs, settings.retryMaxMs));
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
    // The officers' triage lists hear of it live (issue 24).
    if (message.state === SmsInboundState.TRIAGE) await announceTriaged(tx, message);
    if (!outcome.reply) return;
    const text = capToParts(replyText(outcome.language, outcome.reply, outcome.values), this.options.settings.replyMaxParts);
    // Recorded before it is sent; unique per (message, purpose): a message processed twice is answered once.
    tx.create(SmsOutbound, { inbound: message, purpose: 'REPLY', provider: message.provider, recipient: message.sender, text, parts: smsSize(text).parts });
  }

  /** One recorded message, sent once; its state recorded (SENT, or retried, then FAILED). */
  private async send(id: string, attempt: number): Promise<void> {
    const { settings } = this.options;
    const em = this.options.em.fork();
    const row = await em.findOne(SmsOutbound, { id, state: 'PENDING' });
    if (!row) return;
    const gateway = this.options.gateways.get(row.provider as SmsProviderName);
    try {
      if (!gateway) throw new Error('gateway off');
      row.externalId = await gateway.send({ key: `lr-${row.id}`, to: row.recipient, text: row.text }, AbortSignal.timeout(settings.sendTimeoutMs));
      row.state = 'SENT';
      row.sentAt = new Date();
      row.nextAttemptAt = null;
      row.lastError = null;
    } catch (error) {
      this.options.log(`sms outbound ${id} attempt ${attempt} failed: ${failureCode(error)}`);
      row.lastError = failureText(error);
      const retry = gateway && attempt < settings.maxAttempts;
      row.nextAttemptAt = retry ? new Date(Date.now() + backoffMs(attempt, settings.retryBaseMs, settings.retryMaxMs)) : null;
      if (!retry) row.state = 'FAILED';
    }
    await em.flush();
  }
}
