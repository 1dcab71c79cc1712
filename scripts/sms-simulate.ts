/**
 * A local SMS gateway next to a running server (README "SMS"): prints the settings that point the server's gateways
 * at it, sends one inbound message when given one, and prints every reply the server sends through it.
 * Usage: npm run sms:simulate -- [--target http://localhost:4000] [--port 4010] [<provider> <from> <text...>]
 */
import { parseArgs } from 'node:util';
import { readSmsSettings, type SmsProviderName } from '../api/src/sms/sms.settings.js';
import { SMS_PROVIDERS } from '../api/src/sms/gateways/gateways.js';
import { SmsSimulator } from '../api/src/demo/sms-simulator.js';
import { DEMO_GENERIC_SECRET } from '../api/src/demo/demo-sms-simulator.js';

const { values, positionals } = parseArgs({
  options: { target: { type: 'string', default: 'http://localhost:4000' }, port: { type: 'string', default: '4010' } },
  allowPositionals: true,
});
const configured = readSmsSettings().gateways;
// The generic gateway defaults to the demo's secret: `npm start`'s demo simulator plays it with that one.
const simulator = new SmsSimulator({
  ...Object.fromEntries(SMS_PROVIDERS.map((p) => [p, configured[p].secret])),
  generic: configured.generic.secret ?? DEMO_GENERIC_SECRET,
});
const url = await simulator.start(Number(values.port));
const names: Record<SmsProviderName, { secret: string; api: string }> = {
  twilio: { secret: 'SMS_TWILIO_AUTH_TOKEN', api: 'SMS_TWILIO_API_URL' },
  android: { secret: 'SMS_ANDROID_WEBHOOK_SECRET', api: 'SMS_ANDROID_API_URL' },
  ideamart: { secret: 'SMS_IDEAMART_SECRET', api: 'SMS_IDEAMART_API_URL' },
  generic: { secret: 'SMS_GENERIC_SECRET', api: 'SMS_GENERIC_API_URL' },
};
console.log(`SMS simulator at ${url}. Start the server with:`);
for (const provider of SMS_PROVIDERS)
  console.log(`  ${names[provider].secret}=${simulator.secrets[provider]} ${names[provider].api}=${url}`);
simulator.onSend = (send) => console.log(`reply via ${send.provider} to ${send.to}: ${send.text}`);

const [provider, from, ...words] = positionals;
if (provider) {
  if (!SMS_PROVIDERS.includes(provider as SmsProviderName) || !from || !words.length) {
    console.error(`Usage: npm run sms:simulate -- <${SMS_PROVIDERS.join('|')}> <from> <text...>`);
    process.exit(2);
  }
  const answer = await simulator
    .deliver(values.target, provider as SmsProviderName, { id: `demo-${Date.now()}`, from, text: words.join(' ') })
    .catch((error: unknown) => {
      console.error(
        `No server at ${values.target}: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`,
      );
      process.exit(1);
    });
  console.log(`${provider} webhook answered ${answer.status} ${answer.body}`);
  // The reply comes through the queue: wait a little for it, then stop.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await simulator.stop();
} else {
  console.log("Waiting for the server's sends (Ctrl-C to stop).");
}
