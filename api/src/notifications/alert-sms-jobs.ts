import type { EntityManager } from '@mikro-orm/postgresql';
import { smsSize } from '../../../shared/sms-parts.js';
import { registerAlertChangeHook, type AlertChange } from '../alerts/alert-change-hooks.js';
import { coveredDsCodes } from '../alerts/alert-areas.js';
import { Alert, AlertStatus } from '../alerts/alert.entity.js';
import type { SmsProviderName } from '../sms/sms.settings.js';
import { backoffMs } from '../core/workers/worker-timing.js';
import { alertSmsTexts, type AlertSmsKind } from './alert-sms-texts.js';
import { failureText } from '../sms/sms-failures.js';

const KINDS: Record<AlertChange, AlertSmsKind> = { PUBLISHED: 'ALERT', RESOLVED: 'CANCEL' };

/**
 * From now on every publish and resolve queues one fan-out job in its own transaction: one row whatever the number
 * of subscribers (publishing stays fast), and nothing when the change rolls back. Off while no gateway is on, so
 * switching a gateway on later never texts old alerts.
 */
export function enableAlertSms(on: boolean): void {
  registerAlertChangeHook('sms', async (tx, alert, change) => {
    if (!on) return;
    await tx.execute(
      'insert into sms_alert_jobs (alert_id, kind, ds_division_code) values (?, ?, ?) on conflict do nothing',
      [alert.id, KINDS[change], alert.dsDivision.code],
    );
  });
}

interface ClaimedJob {
  id: string;
  alert_id: number;
  kind: AlertSmsKind;
  ds_division_code: string;
  attempts: number;
}

export interface FanOutOptions {
  /** The gateways switched on: a subscriber's own if on, else the first of them. */
  providers: SmsProviderName[];
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * Expands one due job, if any: every subscriber of the DS divisions the alert covers (not stopped; once however many
 * of them the number follows) gets one message in their language
 * (LANG choice, else the subscription's), queued by one INSERT ... SELECT. The unique (alert, kind, recipient)
 * makes a rerun queue nothing twice. Answers whether a job was handled.
 */
export async function expandNextJob(em: EntityManager, options: FanOutOptions): Promise<boolean> {
  const fork = em.fork();
  let claimed: ClaimedJob | undefined;
  try {
    return await fork.transactional(async (tx) => {
      [claimed] = await tx.execute<ClaimedJob[]>(
        `select id, alert_id, kind, ds_division_code, attempts from sms_alert_jobs
          where done_at is null and next_attempt_at <= clock_timestamp() order by next_attempt_at limit 1 for update skip locked`,
      );
      if (!claimed) return false;
      const queued = await queueMessages(tx, claimed, options.providers);
      await tx.execute(
        'update sms_alert_jobs set done_at = clock_timestamp(), queued = ?, next_attempt_at = null, attempts = attempts + 1, last_error = null where id = ?',
        [queued, claimed.id],
      );
      return true;
    });
  } catch (error) {
    if (!claimed) throw error;
    const attempt = claimed.attempts + 1;
    const retryMs = attempt < options.maxAttempts ? backoffMs(attempt, options.retryBaseMs, options.retryMaxMs) : null;
    await em
      .fork()
      .execute(
        `update sms_alert_jobs set attempts = ?, last_error = ?, next_attempt_at = case when ?::int is null then null else clock_timestamp() + ?::int * interval '1 millisecond' end where id = ?`,
        [attempt, failureText(error), retryMs, retryMs, claimed.id],
      );
    return true;
  }
}

async function queueMessages(tx: EntityManager, job: ClaimedJob, providers: SmsProviderName[]): Promise<number> {
  const alert = await tx.findOne(Alert, { id: job.alert_id });
  // An alert resolved before its fan-out ran is not announced any more (its CANCEL job follows it).
  if (!alert || (job.kind === 'ALERT' && alert.status === AlertStatus.RESOLVED) || !providers.length) return 0;
  // The alert has ended: what of it is still queued goes no more, and its end goes only to those who had it.
  if (job.kind === 'CANCEL')
    await tx.execute(
      "update sms_outbound set state = 'FAILED', last_error = 'cancelled', next_attempt_at = null where alert_id = ? and purpose = 'ALERT' and state = 'PENDING'",
      [job.alert_id],
    );
  const dsCodes = coveredDsCodes(alert);
  const texts = alertSmsTexts(alert, dsCodes, job.kind);
  const result = await tx.execute<{ affectedRows: number }>(
    `insert into sms_outbound (purpose, alert_id, provider, recipient, text, parts, next_attempt_at)
     select distinct on (s.sender) ?, ?, case when s.provider = any(string_to_array(?, ',')) then s.provider else ? end, s.sender,
            case coalesce(l.language, s.language) when 'si' then ? when 'ta' then ? else ? end,
            case coalesce(l.language, s.language) when 'si' then ?::int when 'ta' then ?::int else ?::int end,
            clock_timestamp()
       from sms_subscriptions s left join sms_senders l on l.sender = s.sender
      where s.ds_division_code = any(string_to_array(?, ',')) and s.stopped_at is null
        and (?::text = 'ALERT' or exists (select 1 from sms_outbound a where a.alert_id = ?::int and a.purpose = 'ALERT' and a.recipient = s.sender and a.state in ('SENT', 'DELIVERED')))
      order by s.sender, s.id
     on conflict do nothing`,
    [
      job.kind,
      job.alert_id,
      providers.join(','),
      providers[0],
      texts.si,
      texts.ta,
      texts.en,
      smsSize(texts.si).parts,
      smsSize(texts.ta).parts,
      smsSize(texts.en).parts,
      dsCodes.join(','),
      job.kind,
      job.alert_id,
    ],
    'run',
  );
  return result.affectedRows;
}
