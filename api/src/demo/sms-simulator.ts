import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { SmsGatewaySettings, SmsProviderName } from '../sms/sms.settings.js';
import { ANDROID_SIGNATURE_HEADER, ANDROID_TIMESTAMP_HEADER } from '../sms/gateways/android.js';
import {
  androidSignature,
  LR_SIGNATURE_HEADER,
  LR_TIMESTAMP_HEADER,
  lrSignature,
  twilioSignature,
} from '../sms/gateways/signatures.js';
import { TWILIO_SIGNATURE_HEADER } from '../sms/gateways/twilio.js';

/** A message a person sends, as the simulator's phone network carries it. */
export interface SimulatedSms {
  id: string;
  from: string;
  text: string;
}

/** A message our server sent through a simulated gateway. */
export interface ReceivedSend {
  provider: SmsProviderName;
  to: string;
  text: string;
  /** Our key of the message, when the provider's API carries one. */
  key: string | null;
  /** The simulated provider's id of it (what the send answered). */
  id: string;
}

const ACCOUNT = 'AC0000000000000000000000000000demo';
const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local stand-in for every gateway (tests and the demo): it signs and posts inbound messages to our webhooks the
 * way each provider does, and plays each provider's send API, recording what our server sends.
 */
type Signed = { headers: Record<string, string>; body: string };

/** A JSON body signed the way our own gateway adapters check it (Ideamart relay and generic). */
const lrSigned = (secret: string, timestamp: string, body: string): Signed => ({
  headers: {
    'content-type': 'application/json',
    [LR_TIMESTAMP_HEADER]: timestamp,
    [LR_SIGNATURE_HEADER]: lrSignature(secret, timestamp, body),
  },
  body,
});

/** A JSON body signed as the SMS Gateway for Android app signs its webhooks. */
const androidSigned = (secret: string, timestamp: string, body: string): Signed => ({
  headers: {
    'content-type': 'application/json',
    [ANDROID_TIMESTAMP_HEADER]: timestamp,
    [ANDROID_SIGNATURE_HEADER]: androidSignature(secret, timestamp, body),
  },
  body,
});

/** A form body signed as Twilio signs its webhooks (over the URL and the sorted form fields). */
const twilioSigned = (secret: string, url: string, form: URLSearchParams): Signed => ({
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    [TWILIO_SIGNATURE_HEADER]: twilioSignature(secret, url, form),
  },
  body: form.toString(),
});

export class SmsSimulator {
  readonly sent: ReceivedSend[] = [];
  private server: Server | null = null;
  private url = '';
  readonly secrets: Record<SmsProviderName, string>;
  /** Called with each send our server makes (the demo prints it). */
  onSend: (send: ReceivedSend) => void = () => undefined;
  /** Numbers whose messages the simulated network fails to deliver (their receipts say so). */
  readonly unreachable = new Set<string>();
  /** Sends whose delivery receipt has not been posted yet (deliverReceipts posts them). */
  private receiptsDue: ReceivedSend[] = [];

  /** Each gateway's secret: as given (the server's own settings), else a fresh random one. */
  constructor(secrets: Partial<Record<SmsProviderName, string | null>> = {}) {
    const secret = (provider: SmsProviderName) => secrets[provider] ?? randomBytes(16).toString('hex');
    this.secrets = {
      twilio: secret('twilio'),
      android: secret('android'),
      ideamart: secret('ideamart'),
      generic: secret('generic'),
    };
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const answer = this.record(req.url ?? '', body);
        res
          .writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer ?? { error: 'no such call' }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** Our server's settings for every gateway, pointed at this simulator. */
  gatewaySettings(): Record<SmsProviderName, SmsGatewaySettings> {
    const of = (
      provider: SmsProviderName,
      account: string | null,
      password: string | null,
      from: string | null = null,
    ): SmsGatewaySettings => ({
      secret: this.secrets[provider],
      apiUrl: this.url,
      account,
      password,
      from,
    });
    return {
      twilio: of('twilio', ACCOUNT, this.secrets.twilio, '+94700000000'),
      android: of('android', 'sms', 'password'),
      ideamart: of('ideamart', 'APP_000001', 'password'),
      generic: of('generic', null, null),
    };
  }

  private record(path: string, body: string): Record<string, unknown> | null {
    const before = this.sent.length;
    const answer = this.answerSend(path, body);
    if (this.sent.length > before) {
      this.receiptsDue.push(this.sent.at(-1)!);
      this.onSend(this.sent.at(-1)!);
    }
    return answer;
  }

  private answerSend(path: string, body: string): Record<string, unknown> | null {
    const id = `sim-${this.sent.length + 1}`;
    if (path.startsWith('/2010-04-01/Accounts/')) {
      const form = new URLSearchParams(body);
      this.sent.push({ provider: 'twilio', to: form.get('To') ?? '', text: form.get('Body') ?? '', key: null, id });
      return { sid: id, status: 'queued' };
    }
    const json = JSON.parse(body || '{}') as Record<string, unknown>;
    if (path === '/3rdparty/v1/message') {
      const message = json as { id?: string; textMessage?: { text?: string }; phoneNumbers?: string[] };
      this.sent.push({
        provider: 'android',
        to: message.phoneNumbers?.[0] ?? '',
        text: message.textMessage?.text ?? '',
        key: message.id ?? null,
        id,
      });
      return { id, state: 'Pending' };
    }
    if (path === '/send') {
      const message = json as { message?: string; destinationAddresses?: string[] };
      this.sent.push({
        provider: 'ideamart',
        to: message.destinationAddresses?.[0] ?? '',
        text: message.message ?? '',
        key: null,
        id,
      });
      return { statusCode: 'S1000', requestId: id };
    }
    if (path === '/messages') {
      const message = json as { id?: string; to?: string; text?: string };
      this.sent.push({
        provider: 'generic',
        to: message.to ?? '',
        text: message.text ?? '',
        key: message.id ?? null,
        id,
      });
      return { id };
    }
    return null;
  }

  /**
   * Posts one inbound message to `target`'s webhook of the provider, signed as the provider signs (or with a wrong
   * secret when `badSignature`); answers the HTTP status and body.
   */
  async deliver(
    target: string,
    provider: SmsProviderName,
    sms: SimulatedSms,
    options: { badSignature?: boolean } = {},
  ): Promise<{ status: number; body: string }> {
    const secret = options.badSignature ? `${this.secrets[provider]}x` : this.secrets[provider];
    const url = `${target}/sms/${provider}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const { headers, body } = this.signed(provider, url, sms, secret, timestamp);
    const response = await fetch(url, { method: 'POST', headers, body });
    return { status: response.status, body: await response.text() };
  }

  /**
   * Posts the delivery receipt of every send not yet receipted to `target`, signed as each provider signs its
   * receipts: delivered, or failed for an unreachable number; answers the HTTP statuses.
   */
  async deliverReceipts(target: string): Promise<number[]> {
    const due = this.receiptsDue.splice(0);
    const statuses: number[] = [];
    for (const send of due) {
      const url = `${target}/sms/${send.provider}/receipts`;
      const { headers, body } = this.signedReceipt(
        send,
        url,
        !this.unreachable.has(send.to.replace(/^tel:/, '+').replace(/^\+?94/, '+94')),
      );
      statuses.push((await fetch(url, { method: 'POST', headers, body })).status);
    }
    return statuses;
  }

  private signedReceipt(
    send: ReceivedSend,
    url: string,
    delivered: boolean,
  ): { headers: Record<string, string>; body: string } {
    const secret = this.secrets[send.provider];
    const timestamp = String(Math.floor(Date.now() / 1000));
    switch (send.provider) {
      case 'twilio': {
        const form = new URLSearchParams({
          MessageSid: send.id,
          AccountSid: ACCOUNT,
          MessageStatus: delivered ? 'delivered' : 'undelivered',
          To: send.to,
        });
        return twilioSigned(secret, url, form);
      }
      case 'android': {
        const body = JSON.stringify({
          deviceId: 'sim-device',
          event: delivered ? 'sms:delivered' : 'sms:failed',
          id: `evt-${send.id}`,
          webhookId: 'sim',
          payload: { messageId: send.key, phoneNumber: send.to },
        });
        return androidSigned(secret, timestamp, body);
      }
      case 'ideamart':
        return lrSigned(
          secret,
          timestamp,
          JSON.stringify({
            destinationAddress: send.to,
            timeStamp: timestamp,
            requestId: send.id,
            deliveryStatus: delivered ? 'DELIVERED' : 'UNDELIVERABLE',
          }),
        );
      case 'generic':
        return lrSigned(
          secret,
          timestamp,
          JSON.stringify({ id: send.id, key: send.key, status: delivered ? 'delivered' : 'failed' }),
        );
    }
  }

  private signed(
    provider: SmsProviderName,
    url: string,
    sms: SimulatedSms,
    secret: string,
    timestamp: string,
  ): { headers: Record<string, string>; body: string } {
    switch (provider) {
      case 'twilio': {
        const form = new URLSearchParams({
          MessageSid: sms.id,
          AccountSid: ACCOUNT,
          From: sms.from,
          To: '+94700000000',
          Body: sms.text,
          NumMedia: '0',
        });
        return twilioSigned(secret, url, form);
      }
      case 'android': {
        const body = JSON.stringify({
          deviceId: 'sim-device',
          event: 'sms:received',
          id: `evt-${sms.id}`,
          webhookId: 'sim',
          payload: {
            messageId: sms.id,
            message: sms.text,
            phoneNumber: sms.from,
            simNumber: 1,
            receivedAt: new Date().toISOString(),
          },
        });
        return androidSigned(secret, timestamp, body);
      }
      case 'ideamart': {
        const body = JSON.stringify({
          version: '1.0',
          applicationId: 'APP_000001',
          sourceAddress: `tel:${sms.from.replace(/^\+/, '')}`,
          message: sms.text,
          requestId: sms.id,
          encoding: '0',
        });
        return lrSigned(secret, timestamp, body);
      }
      case 'generic': {
        const body = JSON.stringify({ id: sms.id, from: sms.from, text: sms.text });
        return lrSigned(secret, timestamp, body);
      }
    }
  }
}
