import type { EntityManager } from '@mikro-orm/postgresql';
import { smsSize } from '../../../shared/sms-parts.js';
import { senderPhone } from '../../../shared/phone-numbers.js';
import type { SmsProviderName } from '../sms/sms.settings.js';
import type { PushSender } from './notify-push.js';
import { idsNotInForce } from '../alerts/alert-expiry.js';
import {
  notificationText,
  type NotifyGroup,
  type NotifyKind,
  type NotifyLanguage,
  type NotifyTextKind,
} from './notify-texts.js';

export interface NotifyBatchOptions {
  /** The gateway the notifications go out through (the first switched on); null: Web Push only. */
  provider: SmsProviderName | null;
  /** Web Push of the same text to the user's browsers, when on. */
  push?: PushSender | null;
  /** A user's events wait this long from the first, so a burst becomes one SMS. */
  windowSeconds: number;
  maxParts: number;
}

/** Users one round batches at most. */
const USERS_PER_ROUND = 50;

interface WaitingEvent {
  id: string;
  kind: NotifyKind;
  subject_id: number;
  place_code: string;
  name_en: string | null;
  name_si: string | null;
  name_ta: string | null;
}

/**
 * Turns the waiting notifications of every user whose first one is older than the window into one SMS each,
 * recorded in sms_outbound (the sending loops send it at the gateway's pace). Answers whether more may be due.
 */
export async function batchDueNotifications(em: EntityManager, options: NotifyBatchOptions): Promise<boolean> {
  const users = await em.fork().execute<Array<{ user_id: number }>>(
    `select user_id from notification_events where batched_at is null
      group by user_id having min(created_at) <= clock_timestamp() - ? * interval '1 second' order by min(created_at) limit ?`,
    [options.windowSeconds, USERS_PER_ROUND],
  );
  for (const { user_id: userId } of users) {
    const text = await batchForUser(em.fork(), userId, options);
    if (text && options.push) await options.push.sendToUser(em, userId, text);
  }
  return users.length === USERS_PER_ROUND;
}

/**
 * One user's waiting events into one SMS, in one transaction: the rows are locked (another instance skips them) and
 * marked with the SMS they went into, so a repeated round sends nothing again. Only the user's own number is texted.
 */
async function batchForUser(em: EntityManager, userId: number, options: NotifyBatchOptions): Promise<string | null> {
  return em.transactional(async (tx) => {
    const events = await tx.execute<WaitingEvent[]>(
      `select e.id, e.kind, e.subject_id, e.place_code, coalesce(v.name_en, d.name_en) as name_en,
              coalesce(v.name_si, d.name_si) as name_si, coalesce(v.name_ta, d.name_ta) as name_ta
         from notification_events e
         left join ds_divisions v on v.code = e.place_code
         left join districts d on d.code = e.place_code
        where e.user_id = ? and e.batched_at is null order by e.id for update of e skip locked`,
      [userId],
    );
    if (!events.length) return null;
    const [user] = await tx.execute<Array<{ contact_no: string }>>('select contact_no from users where id = ?', [
      userId,
    ]);
    const recipient = user ? senderPhone(user.contact_no) : null;
    let outboundId: string | null = null;
    const language = recipient ? await languageOf(tx, recipient) : 'en';
    const ended = await idsNotInForce(
      tx,
      events.filter((e) => e.kind === 'ALERT').map((e) => e.subject_id),
    );
    const text = notificationText(language, groupsOf(events, language, ended), options.maxParts);
    if (recipient && options.provider) {
      const [row] = await tx.execute<Array<{ id: string }>>(
        `insert into sms_outbound (purpose, provider, recipient, text, parts) values ('NOTIFY', ?, ?, ?, ?) returning id`,
        [options.provider, recipient, text, smsSize(text).parts],
      );
      outboundId = row!.id;
    }
    // A user without a textable number is marked too: the events are not kept waiting for ever.
    await tx.execute(
      "update notification_events set batched_at = clock_timestamp(), sms_outbound_id = ? where id = any(string_to_array(?, ',')::bigint[])",
      [outboundId, events.map((event) => event.id).join(',')],
    );
    return text;
  });
}

/** The language the number chose by SMS (LANG), else English: the web app keeps its language in the browser only. */
async function languageOf(tx: EntityManager, recipient: string): Promise<NotifyLanguage> {
  const [row] = await tx.execute<Array<{ language: string }>>('select language from sms_senders where sender = ?', [
    recipient,
  ]);
  return row?.language === 'si' || row?.language === 'ta' ? row.language : 'en';
}

/** The events by kind and place; an alert that ended while its news waited is told as ended (`ended`: their ids). */
function groupsOf(events: WaitingEvent[], language: NotifyLanguage, ended: ReadonlySet<number>): NotifyGroup[] {
  const groups = new Map<string, NotifyGroup>();
  for (const event of events) {
    const kind: NotifyTextKind = event.kind === 'ALERT' && ended.has(event.subject_id) ? 'ALERT_ENDED' : event.kind;
    const key = `${kind}:${event.place_code}`;
    const place =
      (language === 'si' ? event.name_si : language === 'ta' ? event.name_ta : null) ??
      event.name_en ??
      event.place_code;
    const group = groups.get(key) ?? { kind, place, ids: [] };
    group.ids.push(event.subject_id);
    groups.set(key, group);
  }
  return [...groups.values()];
}
