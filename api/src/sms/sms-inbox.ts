import type { EntityManager } from '@mikro-orm/postgresql';
import { hasControlCharacters, withoutControlCharacters } from '../../../shared/input-limits.js';
import { senderPhone } from '../../../shared/phone-numbers.js';
import type { SmsProviderName } from './sms.settings.js';
import type { InboundSms } from './gateways/gateway.js';
import { SmsErrors } from './sms.errors.js';

/** What became of a call's message: stored for processing, or a repeat of one already stored. */
export type StoreOutcome = 'STORED' | 'REPEATED_ID' | 'REPEATED_TEXT';

/** Longer than any concatenated SMS (a few hundred characters): anything longer is no SMS. */
const MAX_TEXT = 2_000;

/**
 * Stores one inbound message, once: the unique (provider, external id) drops a gateway's retry, and the same text
 * right after itself from the same number within the window is one message whatever its id (gateways whose ids
 * repeat, or that send a retry under a fresh id); a text sent again after another one (ALERTS, STOP, ALERTS) is a
 * new message. A transaction-scoped advisory lock on the sender makes the window check and the insert one step
 * across instances. A phone cannot be asked to send again, so control characters are dropped from the text rather than
 * refused.
 */
export async function storeInbound(
  em: EntityManager,
  provider: SmsProviderName,
  message: InboundSms,
  windowSeconds: number,
): Promise<StoreOutcome> {
  const sender = senderPhone(message.sender);
  const text = withoutControlCharacters(message.text);
  const { externalId } = message;
  if (!sender || text.length > MAX_TEXT || !externalId || externalId.length > 200 || hasControlCharacters(externalId))
    throw SmsErrors.badPayload();
  return em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 24))', [sender]);
    const latest = await tx.execute<{ text: string }[]>(
      `select text from sms_inbound where sender = ? and received_at > clock_timestamp() - ? * interval '1 second' order by received_at desc, id desc limit 1`,
      [sender, windowSeconds],
    );
    if (latest[0]?.text === text) return 'REPEATED_TEXT';
    const inserted = await tx.execute<unknown[]>(
      `insert into sms_inbound (provider, external_id, sender, text, received_at, next_attempt_at)
       values (?, ?, ?, ?, clock_timestamp(), clock_timestamp())
       on conflict (provider, external_id) do nothing returning id`,
      [provider, externalId, sender, text],
    );
    return inserted.length ? 'STORED' : 'REPEATED_ID';
  });
}
