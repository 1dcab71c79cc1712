import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { smsSize } from '../../../shared/sms-parts.js';
import { languageOfText, type SmsLanguage } from '../../../shared/sms-language.js';
import { localPhone } from '../../../shared/phone-numbers.js';
import { AidRequestForm } from '../aid-requests/aid-request-input.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { AuditAction, AuditSubject } from '../audit/audit-log.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { GeographyService } from '../geography/geography.service.js';
import { ReportsService } from '../reports/reports.service.js';
import type { Actor } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { AppError, assertNoFieldErrors } from '../core/errors/errors.js';
import { fieldErrorsOf } from '../core/errors/rule-messages.js';
import { cursorOf } from '../core/paging/paging.js';
import { maskPhone } from '../core/paging/presenters.js';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { symptomsError } from '../../../shared/validation.js';
import { SmsReplyView, SmsTriageItemView } from './sms-triage.types.js';
import { Topics } from '../core/events/events.js';
import { announce } from '../core/events/notify.js';
import type { Keyset } from '../core/paging/paging.js';
import { authorize, can, workArea } from '../core/policy/policy.js';
import { systemContext } from '../core/context/service-context.js';
import { StatsService } from '../stats/stats.service.js';
import { SmsInbound, SmsInboundState, SmsOutbound, SmsResultKind, SmsSender } from '../sms/sms.entity.js';
import { SmsTriageErrors } from './sms-triage.errors.js';
import { SmsTriageAbilities } from './sms-triage.policy.js';
import { DMC_HOTLINE } from '../sms/sms-processor.js';
import { replyText, type ReplyKey, type ReplyValues } from '../sms/sms-replies.js';

/** A message's place: a null district is national. */
export interface TriagePlace {
  districtCode: string | null;
  dsDivisionCode: string | null;
}

/** One queue item with what was sent back to its sender. */
export interface TriageRow {
  id: number;
  message: SmsInbound;
  replies: SmsOutbound[];
}

/** An officer's reply fits in this many parts (one where possible; the size is shown as it is typed). */
export const OFFICER_REPLY_MAX_PARTS = 2;
const OFFICER_REPLY = 'OFFICER_REPLY:';
/** The reply telling the sender what their message became (its reference): one per message. */
const RESULT_REPLY = 'TRIAGE_RESULT';

const placeOf = (message: SmsInbound): TriagePlace => ({
  districtCode: message.districtCode ?? null,
  dsDivisionCode: message.dsDivisionCode ?? null,
});

/** Whether the item is the actor's: of their division or district, or national for a DMC officer. */
export function mayHandle(actor: Actor | null, place: TriagePlace): boolean {
  if (place.districtCode === null) return can(actor, SmsTriageAbilities.triageNational);
  return can(actor, SmsTriageAbilities.triage, {
    districtCode: place.districtCode,
    dsDivisionCode: place.dsDivisionCode,
  });
}

/**
 * The officers' SMS triage queue: what the processor could not place or read waits here for the officers
 * of its place (or district, or every DMC officer when nothing is known). Each action is audited, announced live, and
 * idempotent: the same action twice (a double click) changes and sends once.
 */
export class SmsTriageService {
  private readonly geography = GeographyService.instance();

  constructor(private readonly ctx: RequestContext) {}

  /** The actor's queue, oldest first: a DS officer's division; a DMC officer's district and the national items. */
  async list(page: Keyset): Promise<TriageRow[]> {
    authorize(this.ctx.actor, SmsTriageAbilities.triage);
    const area = workArea(this.ctx.actor);
    const where = area.dsDivisionCode
      ? { dsDivisionCode: area.dsDivisionCode }
      : { $or: [{ districtCode: area.districtCode }, { districtCode: null }] };
    const after = page.afterId === null ? {} : { id: { $gt: String(page.afterId) } };
    const messages = await this.ctx.em.find(
      SmsInbound,
      { state: SmsInboundState.TRIAGE, ...where, ...after },
      { orderBy: { id: 'asc' }, limit: page.size },
    );
    return this.withReplies(this.ctx.em, messages);
  }

  /** One item as anyone the filter let hear of it sees it (the live update), with no permission check. */
  async load(id: number): Promise<TriageRow> {
    const message = await this.ctx.em.findOne(SmsInbound, { id: String(id) });
    if (!message) throw SmsTriageErrors.notFound(String(id));
    return (await this.withReplies(this.ctx.em, [message]))[0]!;
  }

  /** Gives the message a DS division (and its district): it moves to that division's officers. */
  assignPlace(id: number, dsDivision: string): Promise<TriageRow> {
    const ds = this.geography.requireDsDivision(dsDivision);
    return this.act(id, async (tx, message, actor) => {
      if (message.dsDivisionCode === ds.code) return;
      const previous = placeOf(message);
      message.districtCode = ds.districtCode;
      message.dsDivisionCode = ds.code;
      this.audit(tx, actor, message, AuditAction.ASSIGN_PLACE, previous);
      await this.announce(tx, message, 'PLACED', previous);
    });
  }

  /** An officer's reply to the sender: recorded before it is sent, once per key (a double click sends one). */
  reply(id: number, text: string, key: string | null): Promise<TriageRow> {
    const size = smsSize(text);
    if (!text.trim() || size.parts > OFFICER_REPLY_MAX_PARTS) throw SmsTriageErrors.replyInvalid();
    const purpose = `${OFFICER_REPLY}${key?.trim() || createHash('sha256').update(text).digest('base64url')}`.slice(
      0,
      200,
    );
    return this.act(id, async (tx, message, actor) => {
      if (!(await this.recordSend(tx, message, purpose, text))) return;
      this.audit(tx, actor, message, AuditAction.REPLY, placeOf(message));
      await this.announce(tx, message, 'REPLIED', null);
    });
  }

  /** Turns the message into an emergency aid request of its division, the sender as contact, marked SMS; the sender is told its reference. */
  toAidRequest(id: number): Promise<TriageRow> {
    return this.convert(id, SmsResultKind.AID_REQUEST, async (tx, message, place) => {
      const request = await new AidRequestsService(systemContext(tx)).createFromSms(
        {
          form: AidRequestForm.EMERGENCY,
          contactNo: this.contactOf(message),
          district: place.districtCode,
          dsDivision: place.dsDivisionCode,
          idempotencyKey: `sms:${message.id}`,
        },
        message.text,
      );
      const contact =
        (await new StatsService(systemContext(tx)).officeContacts()).find(
          (row) => row.dsDivision.code === place.dsDivisionCode,
        )?.contactNo ?? DMC_HOTLINE;
      return { resultId: request.id, reply: 'HELP_CREATED', values: { ref: request.id, contact } };
    });
  }

  /** Turns the message into an early-warning report of its division for the district's DMC officer, its text as what was seen. */
  toReport(id: number): Promise<TriageRow> {
    return this.convert(id, SmsResultKind.REPORT, async (tx, message, place) => {
      // The early-warning form's rule on what was seen (its minimum length).
      assertNoFieldErrors(fieldErrorsOf({ description: symptomsError(message.text) }));
      const report = await new ReportsService(systemContext(tx)).submitBySms({
        contactNo: this.contactOf(message),
        districtCode: place.districtCode,
        dsDivisionCode: place.dsDivisionCode,
        description: message.text.trim(),
        idempotencyKey: `sms:${message.id}`,
        smsText: message.text,
      });
      return { resultId: report.id, reply: 'REPORT_CREATED', values: { ref: report.id } };
    });
  }

  /** The item as this viewer sees it: the number only when the item is theirs. */
  present(row: TriageRow): SmsTriageItemView {
    const { message } = row;
    const place = placeOf(message);
    return Object.assign(new SmsTriageItemView(), {
      id: row.id,
      cursor: cursorOf(row.id),
      receivedAt: message.receivedAt,
      text: message.text,
      sender: mayHandle(this.ctx.actor, place) ? message.sender : maskPhone(message.sender),
      district: place.districtCode ? DistrictView.from(this.geography.district(place.districtCode)) : null,
      dsDivision: place.dsDivisionCode
        ? DsDivisionView.from(this.geography.requireDsDivision(place.dsDivisionCode))
        : null,
      state: message.state,
      resultKind: message.state === SmsInboundState.DONE ? (message.resultKind ?? null) : null,
      resultId: message.state === SmsInboundState.DONE ? (message.resultId ?? null) : null,
      replies: row.replies.map((reply) =>
        Object.assign(new SmsReplyView(), {
          text: reply.text,
          parts: reply.parts,
          state: reply.state,
          byOfficer: reply.purpose.startsWith(OFFICER_REPLY),
          createdAt: reply.createdAt,
        }),
      ),
    });
  }

  private convert(
    id: number,
    kind: SmsResultKind,
    make: (
      tx: EntityManager,
      message: SmsInbound,
      place: { districtCode: string; dsDivisionCode: string },
    ) => Promise<{ resultId: number; reply: ReplyKey; values: ReplyValues }>,
  ): Promise<TriageRow> {
    return this.act(
      id,
      async (tx, message, actor) => {
        // Done already (a double click, or another officer first): the same result, made once.
        if (message.state === SmsInboundState.DONE && message.resultKind === kind) return;
        if (message.state !== SmsInboundState.TRIAGE) throw SmsTriageErrors.notInTriage();
        if (!message.districtCode || !message.dsDivisionCode) throw SmsTriageErrors.placeNeeded();
        const made = await make(tx, message, {
          districtCode: message.districtCode,
          dsDivisionCode: message.dsDivisionCode,
        });
        message.state = SmsInboundState.DONE;
        message.resultKind = kind;
        message.resultId = made.resultId;
        message.processedAt = new Date();
        await this.recordSend(
          tx,
          message,
          RESULT_REPLY,
          replyText(await this.languageOf(tx, message), made.reply, made.values),
        );
        this.audit(tx, actor, message, AuditAction.CONVERT, placeOf(message), SmsInboundState.TRIAGE);
        await this.announce(tx, message, kind, null);
      },
      true,
    );
  }

  /** Loads the message under a row lock, checks it is the actor's and waiting (unless `doneToo`), runs the action. */
  private async act(
    id: number,
    work: (tx: EntityManager, message: SmsInbound, actor: Actor) => Promise<void>,
    doneToo = false,
  ): Promise<TriageRow> {
    authorize(this.ctx.actor, SmsTriageAbilities.triage);
    const actor = this.ctx.actor;
    await this.ctx.em.transactional(async (tx) => {
      const message = await tx.findOne(SmsInbound, { id: String(id) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!message) throw SmsTriageErrors.notFound(String(id));
      if (!mayHandle(actor, placeOf(message))) throw AppError.forbidden();
      if (!doneToo && message.state !== SmsInboundState.TRIAGE) throw SmsTriageErrors.notInTriage();
      await work(tx, message, actor);
    });
    return this.load(id);
  }

  /** Records a send to the sender before it goes out; false when this (message, purpose) was recorded before. */
  private async recordSend(tx: EntityManager, message: SmsInbound, purpose: string, text: string): Promise<boolean> {
    const rows = await tx.execute<unknown[]>(
      `insert into sms_outbound (inbound_id, purpose, provider, recipient, text, parts) values (?, ?, ?, ?, ?, ?)
       on conflict (inbound_id, purpose) do nothing returning id`,
      [message.id, purpose, message.provider, message.sender, text, smsSize(text).parts],
    );
    return rows.length > 0;
  }

  private contactOf(message: SmsInbound): string {
    const contactNo = localPhone(message.sender);
    if (!contactNo) throw AppError.badInput("The sender's number is not a Sri Lankan mobile number.");
    return contactNo;
  }

  private async languageOf(tx: EntityManager, message: SmsInbound): Promise<SmsLanguage> {
    const chosen = await tx.findOne(SmsSender, { sender: message.sender });
    return (chosen?.language as SmsLanguage | undefined) ?? languageOfText(message.text);
  }

  /** Audited in the message's place; a national message in the acting DMC officer's district. */
  private audit(
    tx: EntityManager,
    actor: Actor,
    message: SmsInbound,
    action: AuditAction,
    before: TriagePlace,
    fromStatus: string = message.state,
  ): void {
    recordAudit(tx, actor, {
      action,
      subjectType: AuditSubject.SMS_MESSAGE,
      subjectId: Number(message.id),
      fromStatus,
      toStatus: message.state,
      districtCode: message.districtCode ?? before.districtCode ?? actor.districtCode,
      dsDivisionCode: message.dsDivisionCode ?? null,
    });
  }

  private announce(
    tx: EntityManager,
    message: SmsInbound,
    change: string,
    previous: TriagePlace | null,
  ): Promise<void> {
    return announce(tx, Topics.smsTriageChanged, { id: Number(message.id), ...placeOf(message), change, previous });
  }

  private async withReplies(em: EntityManager, messages: SmsInbound[]): Promise<TriageRow[]> {
    const replies = messages.length
      ? await em.find(SmsOutbound, { inbound: { $in: messages.map((m) => m.id) } }, { orderBy: { id: 'asc' } })
      : [];
    return messages.map((message) => ({
      id: Number(message.id),
      message,
      replies: replies.filter((reply) => reply.inbound?.id === message.id),
    }));
  }
}

/** Announces a message the worker put in the queue (inside its transaction). */
export function announceTriaged(tx: EntityManager, message: SmsInbound): Promise<void> {
  return announce(tx, Topics.smsTriageChanged, {
    id: Number(message.id),
    ...placeOf(message),
    change: 'RECEIVED',
    previous: null,
  });
}
