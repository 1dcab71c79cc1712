import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryReceipt } from './gateways/gateway.js';

/** Our id back from the key we sent with a message (`lr-<id>`), else null. */
const idOfKey = (key: string | null): string | null => (key && /^lr-\d{1,18}$/.test(key) ? key.slice(3) : null);

/**
 * Records each receipt on its sms_outbound row, found by the provider's id or by our key: DELIVERED, or FAILED by
 * the network, with the time. Only a message not yet settled changes: a late or replayed receipt never rewrites one. A receipt for a message we do not know changes nothing (answered 2xx all the same: a
 * gateway retrying it would not help). Answers how many rows it changed.
 */
export async function recordReceipts(
  em: EntityManager,
  provider: string,
  receipts: DeliveryReceipt[],
): Promise<number> {
  let changed = 0;
  for (const receipt of receipts) {
    const result = await em.fork().execute<{ affectedRows: number }>(
      `update sms_outbound
          set state = ?, receipt_at = clock_timestamp(), next_attempt_at = null,
              last_error = case when ? then null else 'not delivered (receipt)' end
        where provider = ? and (external_id = ? or id = ?::bigint) and state in ('PENDING', 'SENT')`,
      [
        receipt.delivered ? 'DELIVERED' : 'FAILED',
        receipt.delivered,
        provider,
        receipt.externalId,
        idOfKey(receipt.key),
      ],
      'run',
    );
    changed += result.affectedRows;
  }
  return changed;
}
