import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderPhone } from '../../../shared/phone-numbers.js';
import { escapeHtml } from '../cap/alert-page.js';
import { CAP_LANGUAGES, type CapLanguage } from '../cap/cap-mapping.js';
import { ENDED_INSTRUCTION } from '../cap/cap-texts.js';
import { addSubscription } from '../webhooks/webhook-subscriptions.js';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { batchDueNotifications } from './notify-batches.js';
import type { PushSender } from './notify-push.js';
import { SmsSimulator } from '../demo/sms-simulator.js';
import { queueDrained, simulatedSmsSettings } from '../testing/sms-testing.js';

/** The word each language's ended texts share: whatever the live wording, an ended text says it or the Cancel's advice. */
/** The ended word of each language; the live page's "in force until" (Sinhala: ends at, අවසන් වන්නේ) is no end. */
const ENDED: Record<CapLanguage, RegExp> = { en: /ended/u, si: /අවසන්(?! වන්නේ)/u, ta: /முடிந்த/u };
const readsEnded = (text: string, language: CapLanguage) =>
  ENDED[language].test(text) || text.includes(ENDED_INSTRUCTION[language]);

const simulator = new SmsSimulator();
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());
const db = useTestDatabase();
const api = useTestServer(db, {
  // The gateways are read when the server starts (after the simulator): the settings' getter must stay a getter.
  sms: Object.defineProperty(simulatedSmsSettings(simulator), 'notifyWindowSeconds', {
    value: 3_600,
    enumerable: true,
  }),
  // The local receiver, as only a test allows it.
  webhooks: {
    pollMs: 50,
    retryBaseMs: 100,
    retryMaxMs: 200,
    maxAttempts: 3,
    addresses: { privateAllowed: ['127.0.0.1'] },
  },
});

/** The webhook receiver: every CAP message POSTed to it. */
const hooked: string[] = [];
let receiver: Server;
/** Subscribers of Kolonnawa by SMS, one per language. */
const SUBSCRIBERS: Record<CapLanguage, string> = { en: '+94773000001', si: '+94773000002', ta: '+94773000003' };
/** The officers hearing of alerts by Web Push, one per language (the language their number chose by SMS). */
const listeners = {} as Record<CapLanguage, number>;
let cast: Cast;
let seq = 0;
const text = (from: string, body: string) =>
  simulator.deliver(api.url, 'generic', { id: `ended-${++seq}`, from, text: body });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hooked.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await addSubscription(
    db.orm.em.fork(),
    `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cap`,
    's'.repeat(24),
  );
  cast = await makeCast(db);
  const officers = { en: cast.dmcX.user, si: cast.dsB.user, ta: cast.volunteerA.user };
  for (const language of CAP_LANGUAGES) {
    await text(SUBSCRIBERS[language], 'ALERTS Kolonnawa');
    await text(SUBSCRIBERS[language], `LANG ${language.toUpperCase()}`);
    await text(senderPhone(officers[language].contactNo)!, `LANG ${language.toUpperCase()}`);
    listeners[language] = officers[language].id;
  }
  await db.orm.em
    .fork()
    .execute("update users set notification_preference = 'ALERTS' where id in (?, ?, ?)", Object.values(listeners));
  await queueDrained(db.orm.em);
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const publish = async () =>
  Number(
    (
      await ok<{ createAlert: { id: string } }>(
        api,
        'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
        { input: { dsDivision: 'LK1106', type: 'FLOOD', severity: 'HIGH' } },
        cast.dmcX,
      )
    ).createAlert.id,
  );
const resolve = (id: number) => ok(api, `mutation { resolveAlert(id: ${id}) { status } }`, {}, cast.dmcX);
const get = async (path: string) => (await fetch(`${api.url}${path}`)).text();

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/gu,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
  );
const tag = (xml: string, name: string) =>
  unescapeXml(new RegExp(`<${name}>([^<]*)</${name}>`, 'u').exec(xml)?.[1] ?? '');

/** Each `<info>` of a CAP message: its language and every text it carries. */
function capTexts(xml: string): Record<CapLanguage, string[]> {
  const infos = [...xml.matchAll(/<info>([\s\S]*?)<\/info>/gu)].map(([, info]) => info!);
  const byLanguage = infos.map((info): [string, string[]] => {
    const sms = unescapeXml(/<valueName>SMS<\/valueName>\s*<value>([^<]*)<\/value>/u.exec(info)?.[1] ?? '');
    return [tag(info, 'language').slice(0, 2), [tag(info, 'headline'), tag(info, 'instruction'), sms]];
  });
  return Object.fromEntries(byLanguage) as Record<CapLanguage, string[]>;
}

async function until<T>(probe: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    const value = probe();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
}

/** Every text each channel carries of the alert now, per language (the feeds are in English). */
async function channelTexts(id: number, msgType: 'Alert' | 'Cancel'): Promise<Record<CapLanguage, string[]>> {
  const cap = capTexts(await get(`/cap/alerts/${id}.xml`));
  const hook = capTexts(
    await until(() =>
      hooked.find((body) => body.includes(`alert-${id}${msgType === 'Cancel' ? ':cancel' : ''}</identifier>`)),
    ),
  );
  await queueDrained(db.orm.em);
  const { alert } = await ok<{ alert: { smsTexts: Array<{ language: CapLanguage; text: string }> } }>(
    api,
    `{ alert(id: ${id}) { smsTexts { language text } } }`,
  );
  const feedEntry = (feed: string) =>
    [...feed.matchAll(/<(?:entry|item)>([\s\S]*?)<\/(?:entry|item)>/gu)]
      .map(([, e]) => e!)
      .find((e) => e.includes(`/cap/alerts/${id}.xml`));
  const feeds = [feedEntry(await get('/cap/alerts.atom')) ?? '', feedEntry(await get('/cap/alerts.rss')) ?? ''];
  const entries = await Promise.all(
    CAP_LANGUAGES.map(async (language) => {
      const page = await get(`/alerts/${id}?lang=${language}`);
      const sms =
        simulator.sent.filter((s) => s.to.replace(/^(tel:)?\+?/u, '') === SUBSCRIBERS[language].slice(1)).at(-1)
          ?.text ?? '';
      const field = alert.smsTexts.find((t) => t.language === language)?.text ?? '';
      const texts = [...cap[language], ...hook[language], field, page, sms, ...(language === 'en' ? feeds : [])];
      return [language, texts] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<CapLanguage, string[]>;
}

/** What each listener's browser is pushed now, per language. */
async function pushed(): Promise<Record<CapLanguage, string>> {
  const texts = new Map<number, string>();
  const push = { sendToUser: (_em: unknown, userId: number, body: string) => texts.set(userId, body) };
  await batchDueNotifications(db.orm.em, {
    provider: null,
    push: push as unknown as PushSender,
    windowSeconds: 0,
    maxParts: 3,
  });
  return Object.fromEntries(CAP_LANGUAGES.map((l) => [l, texts.get(listeners[l]) ?? ''])) as Record<
    CapLanguage,
    string
  >;
}

describe('an ended alert never reads as a live warning, on any channel, in any language', () => {
  it('reads live while published and ended once resolved: CAP, webhooks, feeds, page, subscribers SMS and Web Push', async () => {
    const id = await publish();
    const live = await channelTexts(id, 'Alert');
    const livePush = await pushed();
    for (const language of CAP_LANGUAGES) {
      const [headline, instruction, sms] = live[language];
      for (const texts of live[language]) expect(readsEnded(texts, language), `${language}: ${texts}`).toBe(false);
      const carrying = (text: string) => live[language].filter((t) => t.includes(escapeHtml(text))).length;
      // The warning itself: in the CAP message, the webhook's and the page; its SMS also as the field and as sent.
      expect(carrying(headline!), language).toBeGreaterThanOrEqual(3);
      expect(carrying(instruction!), language).toBeGreaterThanOrEqual(3);
      expect(carrying(sms!), language).toBeGreaterThanOrEqual(5);
      expect(livePush[language], language).toContain(`#${id}`);
      expect(readsEnded(livePush[language], language), livePush[language]).toBe(false);
    }

    const endedBeforeHeard = await publish();
    await resolve(id);
    await resolve(endedBeforeHeard);
    const ended = await channelTexts(id, 'Cancel');
    const endedPush = await pushed();
    for (const language of CAP_LANGUAGES) {
      for (const texts of ended[language]) {
        expect(readsEnded(texts, language), `${language}: ${texts}`).toBe(true);
        for (const liveText of live[language].slice(0, 3)) expect(texts, language).not.toContain(escapeHtml(liveText));
      }
      expect(endedPush[language], language).toContain(`#${endedBeforeHeard}`);
      expect(readsEnded(endedPush[language], language), endedPush[language]).toBe(true);
    }
  });
});
