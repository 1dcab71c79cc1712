import { maskPhone } from '../core/paging/presenters.js';
import type { SmsSettings } from '../sms/sms.settings.js';
import { anyGatewayOn } from '../sms/gateways/gateways.js';
import { SmsSimulator } from './sms-simulator.js';

/** The demo's generic gateway secret: known to `npm run sms:simulate`, so it can text the demo server. Never production. */
export const DEMO_GENERIC_SECRET = 'lanka-relief-demo-sms';

export interface DemoSms {
  simulator: SmsSimulator;
  /** The settings that switch the generic gateway on against the simulator. */
  sms: Partial<SmsSettings>;
}

/** With no gateway configured, a simulator standing in for the generic gateway; null when a real one is configured. */
export async function startDemoSimulator(settings: SmsSettings, port: number): Promise<DemoSms | null> {
  if (anyGatewayOn(settings)) return null;
  const simulator = new SmsSimulator({ generic: DEMO_GENERIC_SECRET });
  const url = await simulator.start(port);
  return {
    simulator,
    sms: {
      gateways: {
        ...settings.gateways,
        generic: { secret: DEMO_GENERIC_SECRET, apiUrl: url, account: null, password: null, from: null },
      },
    },
  };
}

/**
 * The simulated phones receive what the server sends (shown as a phone's screen would, the number masked: the demo's
 * numbers are typed by whoever tries it), and their network posts a delivery receipt a moment later.
 */
export function printDemoSends(demo: DemoSms, serverUrl: string, say: (text: string) => void): void {
  demo.simulator.onSend = (send) => {
    say(`[SMS simulator] to ${maskPhone(send.to)}: ${send.text}`);
    setTimeout(() => void demo.simulator.deliverReceipts(serverUrl).catch(() => undefined), 500);
  };
}
