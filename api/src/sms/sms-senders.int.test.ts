import { describe, expect, it } from 'vitest';
import { isRefusal, PHONE_SPELLINGS } from '../../../shared/written-numbers.examples.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { useSimulatedSms } from '../testing/sms-world.js';
import { SmsInbound } from './sms.entity.js';
import { queueDrained } from '../testing/sms-testing.js';

const { simulator, db, api } = useSimulatedSms();
let seq = 0;

/** A HELP text from `from` (a text of its own, so no two are one repeated message): the request it made, if any. */
async function helpFrom(from: string) {
  const text = `HELP Kolonnawa flood water rising, message ${++seq}`;
  const answer = await simulator.deliver(api.url, 'generic', { id: `s-${seq}`, from, text });
  await queueDrained(db.orm.em);
  const inbound = await db.orm.em.fork().findOne(SmsInbound, { text });
  const request = inbound?.resultId ? await db.orm.em.fork().findOne(AidRequest, { id: inbound.resultId }) : null;
  return { accepted: answer.status < 300, request };
}

describe("an SMS sender's number, written as the gateway passes it", () => {
  it.each(PHONE_SPELLINGS.filter(([, answer]) => !isRefusal(answer)))(
    'a HELP from %j is a request from %s',
    async (from, national) => {
      const { accepted, request } = await helpFrom(from);
      expect([accepted, request?.contactNo]).toEqual([true, national]);
    },
  );

  it.each(PHONE_SPELLINGS.filter(([, answer]) => isRefusal(answer)))(
    'a HELP from %j (%s) makes no request',
    async (from) => {
      expect((await helpFrom(from)).request).toBeNull();
    },
  );
});
