import type { EntityManager } from '@mikro-orm/postgresql';
import type { SmsSettings } from '../sms/sms.settings.js';
import type { SmsSimulator } from '../demo/sms-simulator.js';

/** The SMS settings of a test server: every gateway pointed at the simulator (read when the server starts), a quick queue. */
export function simulatedSmsSettings(simulator: SmsSimulator): Partial<SmsSettings> {
  return {
    get gateways() {
      return simulator.gatewaySettings();
    },
    pollMs: 50,
    retryBaseMs: 50,
    retryMaxMs: 200,
    maxAttempts: 3,
    batch: 20,
    // Far above any test's traffic: the pace is tested on its own (sms/sms-pace.int.test.ts).
    perSecond: { twilio: 1_000, android: 1_000, ideamart: 1_000, generic: 1_000 },
  };
}

/** Waits until no inbound message waits for processing, no alert job for its fan-out and no message to be sent. */
export async function queueDrained(em: EntityManager, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await em.fork().execute<Array<{ waiting: string }>>(
      `select (select count(*) from sms_inbound where state = 'RECEIVED') + (select count(*) from sms_outbound where state = 'PENDING')
            + (select count(*) from sms_alert_jobs where done_at is null and next_attempt_at is not null) as waiting`,
    );
    if (Number(row!.waiting) === 0) return;
    if (Date.now() > until) throw new Error(`SMS queue not drained: ${row!.waiting} waiting`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
