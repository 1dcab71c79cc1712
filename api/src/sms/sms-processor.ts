import type { EntityManager } from '@mikro-orm/postgresql';
import { languageChoice, parseSms, wordsOf, type SmsCommand } from '../../../shared/sms-keywords.js';
import { languageOfText, type SmsLanguage } from '../../../shared/sms-language.js';
import { localPhone } from '../../../shared/phone-numbers.js';
import { symptomsError } from '../../../shared/validation.js';
import { AidRequestForm } from '../aid-requests/aid-request-input.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { GeographyService } from '../geography/geography.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { AppError } from '../core/errors/errors.js';
import type { RateLimiter } from '../core/limits/rate-limit.js';
import { systemContext } from '../core/context/service-context.js';
import { StatsService } from '../stats/stats.service.js';
import { SmsResultKind, SmsSender, type SmsInbound } from './sms.entity.js';
import { placeName, SmsPlaces, type SmsPlace } from './sms-places.js';
import { requestStateText, type ReplyKey, type ReplyValues } from './sms-replies.js';

/** What one message became, and the reply it gets. */
export interface SmsOutcome {
  kind: SmsResultKind;
  resultId: number | null;
  place: SmsPlace | null;
  language: SmsLanguage;
  /** null: no reply (a number past its hourly limit). */
  reply: ReplyKey | null;
  values?: ReplyValues;
  /** Why a message went to triage, when it was refused (an error code; never its text). */
  refusal?: string;
}

/** The DMC hotline: the contact when the division has no office number. */
export const DMC_HOTLINE = '117';
const CONTACTS_TTL_MS = 5 * 60_000;
/** The seeds' shortest early-warning description. */

/** Turns one stored message into exactly one aid request, report, subscription change, status answer or triage item. */
export class SmsProcessor {
  private readonly places = new SmsPlaces(GeographyService.instance());
  private contacts: { byDs: Map<string, string>; at: number } | null = null;

  constructor(
    private readonly perNumberPerHour = Number.POSITIVE_INFINITY,
    /** The submissions per contact number that the web and REST forms count: an SMS counts with them. */
    private readonly limiter: RateLimiter | null = null,
  ) {}

  /** Runs inside the transaction that marks the message done: the thing made and the mark commit together. */
  async handle(tx: EntityManager, message: SmsInbound): Promise<SmsOutcome> {
    const { command, rest } = parseSms(message.text);
    const language = await this.languageOf(tx, message);
    const words = wordsOf(rest);
    // STOP and LANG are honoured whatever the number's count: nobody is texted against their word.
    const honouredAlways = command === 'STOP' || command === 'LANG';
    if (!honouredAlways && (await this.pastLimit(tx, message)))
      return { ...triage(language, null), reply: null, refusal: 'RATE_LIMITED' };
    try {
      return await this.run(tx, message, command, words, rest, language);
    } catch (error) {
      // A refusal of the services (a rule, a place) will not change on retry: the officers look at it.
      if (error instanceof AppError && error.status < 500) return { ...triage(language, null), refusal: error.code };
      throw error;
    }
  }

  private run(
    tx: EntityManager,
    message: SmsInbound,
    command: SmsCommand | null,
    words: string[],
    rest: string,
    language: SmsLanguage,
  ): Promise<SmsOutcome> | SmsOutcome {
    switch (command) {
      case 'HELP':
        return this.help(tx, message, words, language);
      case 'REPORT':
        return this.report(tx, message, words, language);
      case 'STATUS':
        return this.status(tx, message, rest, language);
      case 'ALERTS':
        return this.alerts(tx, message, words, language);
      case 'STOP':
        return this.stop(tx, message, language);
      case 'LANG':
        return this.language(tx, message, rest, language);
      default:
        return triage(language, this.places.read(words)?.place ?? null);
    }
  }

  private async help(
    tx: EntityManager,
    message: SmsInbound,
    words: string[],
    language: SmsLanguage,
  ): Promise<SmsOutcome> {
    const place = this.places.read(words)?.place ?? null;
    const contactNo = localPhone(message.sender);
    if (!place?.dsDivisionCode || !contactNo) return { ...triage(language, place), reply: 'HELP_NO_PLACE' };
    if (await this.pastPhoneLimit(tx, contactNo)) return submissionsLimited(language, place);
    const request = await new AidRequestsService(systemContext(tx)).createFromSms(
      {
        form: AidRequestForm.EMERGENCY,
        contactNo,
        district: place.districtCode,
        dsDivision: place.dsDivisionCode,
        idempotencyKey: `sms:${message.id}`,
      },
      message.text,
    );
    const contact = (await this.officeContact(tx, place.dsDivisionCode)) ?? DMC_HOTLINE;
    return {
      kind: SmsResultKind.AID_REQUEST,
      resultId: request.id,
      place,
      language,
      reply: 'HELP_CREATED',
      values: { ref: request.id, contact },
    };
  }

  private async report(
    tx: EntityManager,
    message: SmsInbound,
    words: string[],
    language: SmsLanguage,
  ): Promise<SmsOutcome> {
    const read = this.places.read(words);
    const contactNo = localPhone(message.sender);
    const said = words.slice(read?.used ?? 0).join(' ');
    // The early-warning form's rule on what was seen (its minimum length); short words fall back to the whole text.
    const description = symptomsError(said) === null ? said : message.text.trim();
    if (!read?.place.dsDivisionCode || !contactNo || symptomsError(description) !== null)
      return { ...triage(language, read?.place ?? null), reply: 'REPORT_NO_PLACE' };
    if (await this.pastPhoneLimit(tx, contactNo)) return submissionsLimited(language, read.place);
    const report = await new ReportsService(systemContext(tx)).submitBySms({
      contactNo,
      districtCode: read.place.districtCode,
      dsDivisionCode: read.place.dsDivisionCode,
      description,
      idempotencyKey: `sms:${message.id}`,
      smsText: message.text,
    });
    return {
      kind: SmsResultKind.REPORT,
      resultId: report.id,
      place: read.place,
      language,
      reply: 'REPORT_CREATED',
      values: { ref: report.id },
    };
  }

  /** Only the sender's own request: another number's reference is answered as unknown. */
  private async status(
    tx: EntityManager,
    message: SmsInbound,
    rest: string,
    language: SmsLanguage,
  ): Promise<SmsOutcome> {
    const ref = /\d+/.exec(rest)?.[0];
    const id = ref && ref.length <= 9 ? Number(ref) : null;
    const unknown: SmsOutcome = {
      kind: SmsResultKind.STATUS,
      resultId: null,
      place: null,
      language,
      reply: 'STATUS_UNKNOWN',
      values: { ref: ref ?? '' },
    };
    if (id === null) return unknown;
    const request = await new AidRequestsService(systemContext(tx)).load(id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!request || request.contactNo !== localPhone(message.sender)) return unknown;
    return {
      kind: SmsResultKind.STATUS,
      resultId: request.id,
      place: null,
      language,
      reply: 'STATUS',
      values: { ref: request.id, state: requestStateText(language, request.status) },
    };
  }

  private async alerts(
    tx: EntityManager,
    message: SmsInbound,
    words: string[],
    language: SmsLanguage,
  ): Promise<SmsOutcome> {
    const place = this.places.read(words)?.place ?? null;
    if (!place?.dsDivisionCode) return { ...triage(language, place), reply: 'ALERTS_NO_PLACE' };
    const [row] = await tx.execute<Array<{ id: number }>>(
      `insert into sms_subscriptions (sender, ds_division_code, language, provider) values (?, ?, ?, ?)
       on conflict (sender, ds_division_code) do update set stopped_at = null, language = excluded.language, provider = excluded.provider
       returning id`,
      [message.sender, place.dsDivisionCode, language, message.provider],
    );
    return {
      kind: SmsResultKind.SUBSCRIPTION,
      resultId: row!.id,
      place,
      language,
      reply: 'ALERTS_ON',
      values: { place: placeName(place, language) },
    };
  }

  /** STOP is honoured at once: every alert subscription of the number ends, and alert texts still queued for it are dropped. */
  private async stop(tx: EntityManager, message: SmsInbound, language: SmsLanguage): Promise<SmsOutcome> {
    await tx.execute(
      'update sms_subscriptions set stopped_at = clock_timestamp() where sender = ? and stopped_at is null',
      [message.sender],
    );
    await tx.execute(
      "update sms_outbound set state = 'FAILED', last_error = 'stopped', next_attempt_at = null where recipient = ? and state = 'PENDING' and alert_id is not null",
      [message.sender],
    );
    return { kind: SmsResultKind.SUBSCRIPTION, resultId: null, place: null, language, reply: 'STOPPED' };
  }

  private async language(
    tx: EntityManager,
    message: SmsInbound,
    rest: string,
    current: SmsLanguage,
  ): Promise<SmsOutcome> {
    const chosen = languageChoice(rest);
    if (!chosen) return { ...triage(current, null), reply: 'LANG_UNKNOWN' };
    await tx.execute(
      `insert into sms_senders (sender, language) values (?, ?)
       on conflict (sender) do update set language = excluded.language, updated_at = clock_timestamp()`,
      [message.sender, chosen],
    );
    await tx.execute('update sms_subscriptions set language = ? where sender = ?', [chosen, message.sender]);
    return { kind: SmsResultKind.SUBSCRIPTION, resultId: null, place: null, language: chosen, reply: 'LANG_SET' };
  }

  /** A number that sent more than its hourly limit before this message: kept for the officers, not answered. */
  private async pastLimit(tx: EntityManager, message: SmsInbound): Promise<boolean> {
    if (!Number.isFinite(this.perNumberPerHour)) return false;
    const [row] = await tx.execute<Array<{ n: string }>>(
      "select count(*) as n from sms_inbound where sender = ? and id < ? and received_at > ?::timestamptz - interval '1 hour'",
      [message.sender, message.id, message.receivedAt],
    );
    return Number(row!.n) >= this.perNumberPerHour;
  }

  /** Counts one submission of the contact number; true when it is past the number's limit (TOO_MANY_SUBMISSIONS_PHONE). */
  private async pastPhoneLimit(tx: EntityManager, contactNo: string): Promise<boolean> {
    try {
      await this.limiter?.take('submissionsPerPhone', contactNo, tx);
      return false;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return true;
      throw error;
    }
  }

  /** The number's own choice (LANG), else the script it wrote in. */
  private async languageOf(tx: EntityManager, message: SmsInbound): Promise<SmsLanguage> {
    const chosen = await tx.findOne(SmsSender, { sender: message.sender });
    return (chosen?.language as SmsLanguage | undefined) ?? languageOfText(message.text);
  }

  /** The DS office's public number (stats' office contacts, read at most every five minutes). */
  private async officeContact(tx: EntityManager, dsCode: string): Promise<string | undefined> {
    if (!this.contacts || Date.now() - this.contacts.at > CONTACTS_TTL_MS) {
      const rows = await new StatsService(systemContext(tx)).officeContacts();
      this.contacts = { byDs: new Map(rows.map((row) => [row.dsDivision.code, row.contactNo])), at: Date.now() };
    }
    return this.contacts.byDs.get(dsCode);
  }
}

/** A request or report past its number's limit: kept in the triage queue for the officers, and the sender told so. */
function submissionsLimited(language: SmsLanguage, place: SmsPlace): SmsOutcome {
  return { ...triage(language, place), reply: 'SUBMISSIONS_LIMITED', refusal: 'RATE_LIMITED' };
}

/** The officers' triage queue: of the place when known, the district, or national. */
export function triage(language: SmsLanguage, place: SmsPlace | null): SmsOutcome {
  return { kind: SmsResultKind.TRIAGE, resultId: null, place, language, reply: 'TRIAGE' };
}
