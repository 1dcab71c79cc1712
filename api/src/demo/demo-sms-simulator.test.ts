import { describe, expect, it } from 'vitest';
import { readSmsSettings } from '../sms/sms.settings.js';
import { enabledGateways } from '../sms/gateways/gateways.js';
import { DEMO_GENERIC_SECRET, startDemoSimulator } from './demo-sms-simulator.js';

describe("npm start's demo SMS simulator", () => {
  it('switches the generic gateway on against a local simulator when no gateway is configured', async () => {
    const demo = await startDemoSimulator(readSmsSettings({}), 0);
    try {
      const generic = demo!.sms.gateways!.generic;
      expect(generic.secret).toBe(DEMO_GENERIC_SECRET);
      expect(generic.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect([...enabledGateways({ ...readSmsSettings({}), ...demo!.sms }).keys()]).toEqual(['generic']);
      // The server's send reaches the simulated phone.
      const sent = await enabledGateways({ ...readSmsSettings({}), ...demo!.sms })
        .get('generic')!
        .send({ key: 'lr-1', to: '+94771234567', text: 'Flood warning' }, AbortSignal.timeout(2_000));
      expect([sent, demo!.simulator.sent.map((s) => s.to)]).toEqual(['sim-1', ['+94771234567']]);
    } finally {
      await demo?.simulator.stop();
    }
  });

  it('stays off when a real gateway is configured', async () => {
    expect(await startDemoSimulator(readSmsSettings({ SMS_TWILIO_AUTH_TOKEN: 'token' }), 0)).toBeNull();
  });
});
